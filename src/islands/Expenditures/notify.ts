import { ApiError } from '../../api/errors';
import { toast } from '../shared/toast-on-demand';

/** What the expenditure log calls to show a toast (a prop, so stories can watch it). */
export type Notify = (type: 'success' | 'error', title: string) => void;

export const notify: Notify = (type, title) => void toast({ type, title });

/** The server's Korean message of a refusal (a future date, a bad file…) or of a lost connection, else the screen's words. */
export const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);
