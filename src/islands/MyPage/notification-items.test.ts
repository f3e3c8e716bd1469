import { describe, expect, it } from 'vitest';
import type { PushPreferences } from '../../api/types';
import { allOn, allSwitches, pushItemsFor } from './notification-items';

const prefs = (over: Partial<PushPreferences> = {}): PushPreferences => ({
  allowNotice: true,
  allowSalesAgency: true,
  allowPrescription: true,
  allowSettlement: true,
  allowCommunity: true,
  allowCompliance: true,
  ...over,
});

describe('push switches', () => {
  it("shows the contract's five to everyone and the compliance reminders to CSO and contract members", () => {
    expect(pushItemsFor(false).map((i) => i.key)).toEqual([
      'allowNotice',
      'allowSalesAgency',
      'allowPrescription',
      'allowSettlement',
      'allowCommunity',
    ]);
    expect(pushItemsFor(true).map((i) => i.label)).toEqual([
      '공지사항 (제약사)',
      '신규 영업대행상품',
      '실적관리',
      '정산',
      '커뮤니티',
      '컴플라이언스 기한 알림',
    ]);
  });

  it('keeps the master switch on only while every shown switch is', () => {
    expect(allOn(prefs(), pushItemsFor(true))).toBe(true);
    expect(allOn(prefs({ allowCompliance: false }), pushItemsFor(true))).toBe(false);
    expect(allOn(prefs({ allowCompliance: false }), pushItemsFor(false))).toBe(true);
    expect(allOn(prefs({ allowSettlement: false }), pushItemsFor(false))).toBe(false);
  });

  it('sets every shown switch from the master switch and leaves a hidden one as it was', () => {
    expect(allSwitches(prefs({ allowNotice: false }), pushItemsFor(true), false)).toEqual({
      allowNotice: false,
      allowSalesAgency: false,
      allowPrescription: false,
      allowSettlement: false,
      allowCommunity: false,
      allowCompliance: false,
    });
    expect(allSwitches(prefs({ allowCompliance: true }), pushItemsFor(false), false)).toEqual({
      ...prefs({ allowNotice: false, allowSalesAgency: false, allowPrescription: false, allowSettlement: false, allowCommunity: false }),
      allowCompliance: true,
    });
    expect(allSwitches(prefs({ allowNotice: false, allowCompliance: false }), pushItemsFor(true), true)).toEqual(prefs());
  });
});
