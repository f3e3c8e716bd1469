import { toast } from '../shared/toast-on-demand';

/** What the EDI parts call to show a toast (a prop, so stories can watch it). */
export type Notify = (type: 'success' | 'error', title: string) => void;

export const notify: Notify = (type, title) => void toast({ type, title });
