import { describe, expect, it } from 'vitest';
import { boardApiQuery, boardListHref, boardPath, readBoardListState } from './community-query';

const read = (qs: string) => readBoardListState(new URL(`http://x/community/anonymous${qs}`));

describe('community board list URL', () => {
  it('reads page, title keyword and 내 글, ignoring what it does not know', () => {
    expect(read('')).toEqual({ page: 1, searchKeyword: '', filterMine: false });
    expect(read('?searchKeyword=%20병원%20&filterMine=true&page=3')).toEqual({ page: 3, searchKeyword: '병원', filterMine: true });
    expect(read('?filterMine=yes&page=-2')).toEqual({ page: 1, searchKeyword: '', filterMine: false });
  });

  it('writes short links: defaults left out, a new search or 내 글 starts at page 1', () => {
    const path = boardPath('MR_CSO_MATCHING');
    const state = { page: 4, searchKeyword: '약국', filterMine: false };
    expect(path).toBe('/community/mr_cso_matching');
    expect(boardListHref(path, state)).toBe(`${path}?searchKeyword=%EC%95%BD%EA%B5%AD&page=4`);
    expect(boardListHref(path, state, { page: 1 })).toBe(`${path}?searchKeyword=%EC%95%BD%EA%B5%AD`);
    expect(boardListHref(path, state, { filterMine: true })).toBe(`${path}?searchKeyword=%EC%95%BD%EA%B5%AD&filterMine=true`);
    expect(boardListHref(path, { ...state, filterMine: true }, { filterMine: false, searchKeyword: '' })).toBe(path);
  });

  it('asks the API for one 0-based page, the member’s own posts only with 내 글', () => {
    expect(boardApiQuery('ANONYMOUS', { page: 2, searchKeyword: '', filterMine: true }, 'demo_cso')).toMatchObject({
      boardType: 'ANONYMOUS',
      page: 1,
      size: 10,
      myUserId: 'demo_cso',
      boardTitle: undefined,
    });
    expect(boardApiQuery('ANONYMOUS', { page: 1, searchKeyword: '후기', filterMine: false }, 'demo_cso')).toMatchObject({
      boardTitle: '후기',
      myUserId: undefined,
    });
  });
});
