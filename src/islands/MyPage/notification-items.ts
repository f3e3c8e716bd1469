import type { MarketingAgreements, PushPreferences } from '../../api/types';

// The push switches and the three marketing consents of 수신설정, in the screen's order, with their labels.

export interface PushItem {
  key: keyof PushPreferences;
  label: string;
  /** Shown to CSO and contract members only (the compliance center is theirs). */
  csoOnly?: boolean;
}

/** The contract's five switches, then the portal's compliance reminders. */
export const pushItems: PushItem[] = [
  { key: 'allowNotice', label: '공지사항 (제약사)' },
  { key: 'allowSalesAgency', label: '신규 영업대행상품' },
  { key: 'allowPrescription', label: '실적관리' },
  { key: 'allowSettlement', label: '정산' },
  { key: 'allowCommunity', label: '커뮤니티' },
  { key: 'allowCompliance', label: '컴플라이언스 기한 알림', csoOnly: true },
];

/** The switches a member sees. */
export const pushItemsFor = (cso: boolean) => pushItems.filter((i) => cso || !i.csoOnly);

export type Consent = 'sms' | 'email' | 'push';
export const consentItems: { key: Consent; at: keyof MarketingAgreements; label: string }[] = [
  { key: 'sms', at: 'smsAgreedAt', label: 'SMS' },
  { key: 'email', at: 'emailAgreedAt', label: '이메일' },
  { key: 'push', at: 'pushAgreedAt', label: 'App Push' },
];

/** The master switch: every shown switch set to `on`; the hidden ones keep their value. */
export const allSwitches = (prefs: PushPreferences, items: readonly PushItem[], on: boolean): PushPreferences => ({
  ...prefs,
  ...Object.fromEntries(items.map((i) => [i.key, on])),
});

/** The master switch is on only while every shown switch is. */
export const allOn = (prefs: PushPreferences, items: readonly PushItem[]) => items.every((i) => prefs[i.key]);
