import { query, type Http } from './client';
import type { EventListQuery } from './schema/events';
import type { EventDetail, EventSummary, Page } from './types';

/** Events. */
export const eventsApi = (http: Http) => ({
  list: (q: EventListQuery = {}) => http<Page<EventSummary>>('/v1/events', { query: query({ ...q }) }),
  get: (id: number) => http<EventDetail>(`/v1/events/${id}`),
});
