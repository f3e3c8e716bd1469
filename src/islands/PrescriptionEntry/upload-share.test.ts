import { describe, expect, it } from 'vitest';
import { fileShares, overallShare } from './upload-share';

describe('fileShares', () => {
  it('fills the files in order, each in proportion to its size', () => {
    // 3 files of 100 bytes, 40 bytes of headers: 10 before each part.
    const total = 340;
    expect(fileShares([100, 100, 100], { loaded: 0, total })).toEqual([0, 0, 0]);
    expect(fileShares([100, 100, 100], { loaded: 60, total })).toEqual([50, 0, 0]);
    expect(fileShares([100, 100, 100], { loaded: 170, total })).toEqual([100, 50, 0]);
    expect(fileShares([100, 100, 100], { loaded: 340, total })).toEqual([100, 100, 100]);
  });
  it('works without a known total', () => {
    expect(fileShares([50, 50], { loaded: 75, total: 0 })).toEqual([100, 50]);
  });
  it('clamps and survives empty files', () => {
    expect(fileShares([0, 10], { loaded: 999, total: 10 })).toEqual([100, 100]);
  });
});

describe('overallShare', () => {
  it('is a rounded percentage', () => {
    expect(overallShare({ loaded: 1, total: 3 })).toBe(33);
    expect(overallShare({ loaded: 5, total: 0 })).toBe(0);
  });
});
