import { ApiError } from '../../api/errors';
import { toast } from '../shared/toast-on-demand';

/** What the settlement parts call to show a toast (a prop, so stories can watch it). */
export type Notify = (type: 'success' | 'error', title: string) => void;

export const notify: Notify = (type, title) => void toast({ type, title });

/** The server's Korean message of a refusal (e.g. a second request: 409), else the screen's own words. */
export const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.status < 500 ? error.message : fallback);
