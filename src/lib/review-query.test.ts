import { describe, expect, it } from 'vitest';
import {
  contractQueueHref,
  contractQueueQuery,
  contractTabOf,
  csoQueueQuery,
  readContractQueue,
  readCsoQueue,
  waitTone,
} from './review-query';

describe('the review queues in the URL', () => {
  it('reads the tab, type, keyword and page, ignoring unknown values', () => {
    const state = readContractQueue(new URL('http://x/admin/contracts?status=REJECTED&type=INDIVIDUAL&keyword=%20세린%20&page=3'));
    expect(state).toEqual({ page: 3, keyword: '세린', filters: { status: 'REJECTED', type: 'INDIVIDUAL' } });
    expect(contractQueueQuery(state)).toEqual({ status: 'REJECTED', contractType: 'INDIVIDUAL', search: '세린', page: 2, size: 20 });
    const odd = readContractQueue(new URL('http://x/admin/contracts?status=PENDING&type=BOTH&page=-2'));
    expect(odd).toEqual({ page: 1, keyword: '', filters: {} });
    expect(contractTabOf(odd)).toBe('PENDING');
    expect(contractQueueQuery(odd)).toEqual({ status: 'PENDING', contractType: undefined, search: undefined, page: 0, size: 20 });
  });

  it('writes short links: the default tab and page 1 left out, a new tab back to page 1', () => {
    const state = readContractQueue(new URL('http://x/admin/contracts?keyword=a&page=2'));
    expect(contractQueueHref(state, { filters: { status: 'APPROVED' } })).toBe('/admin/contracts?status=APPROVED&keyword=a');
    expect(contractQueueHref(state, { filters: { status: undefined } })).toBe('/admin/contracts?keyword=a');
    expect(contractQueueHref(state, { page: 3 })).toBe('/admin/contracts?keyword=a&page=3');
    expect(csoQueueQuery(readCsoQueue(new URL('http://x/admin/cso-certificates?page=2')))).toEqual({
      search: undefined,
      page: 1,
      size: 20,
    });
  });

  it('marks waits of 3 days and of 7 days', () => {
    const now = Date.parse('2026-11-20T00:00:00Z');
    expect(waitTone('2026-11-19T00:00:00', now)).toBe('neutral');
    expect(waitTone('2026-11-17T00:00:00', now)).toBe('warning');
    expect(waitTone('2026-11-13T00:00:00', now)).toBe('danger');
    expect(waitTone(null, now)).toBe('neutral');
  });
});
