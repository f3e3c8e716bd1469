import { ApiError } from '../../api/errors';
import { toast } from '../shared/toast-on-demand';

/** What the post's parts call to show a toast (a prop, so stories can watch it). */
export type Notify = (type: 'success' | 'error', title: string) => void;

export const notify: Notify = (type, title) => void toast({ type, title });

/** The server's Korean message of a refusal, else the screen's own words (network errors, 5xx). */
export const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.status < 500 ? error.message : fallback);

export const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;
