import type { MarketingAgreements, PushPreferences } from '../../api/types';

// The five push switches and the three marketing consents of 수신설정, in the screen's order, with their labels.

export const pushItems: { key: keyof PushPreferences; label: string }[] = [
  { key: 'allowNotice', label: '공지사항 (제약사)' },
  { key: 'allowSalesAgency', label: '신규 영업대행상품' },
  { key: 'allowPrescription', label: '실적관리' },
  { key: 'allowSettlement', label: '정산' },
  { key: 'allowCommunity', label: '커뮤니티' },
];

export type Consent = 'sms' | 'email' | 'push';
export const consentItems: { key: Consent; at: keyof MarketingAgreements; label: string }[] = [
  { key: 'sms', at: 'smsAgreedAt', label: 'SMS' },
  { key: 'email', at: 'emailAgreedAt', label: '이메일' },
  { key: 'push', at: 'pushAgreedAt', label: 'App Push' },
];

/** Every switch set to `on`. */
export const allSwitches = (on: boolean): PushPreferences =>
  Object.fromEntries(pushItems.map((i) => [i.key, on])) as unknown as PushPreferences;

/** The master switch is on only while all five are. */
export const allOn = (prefs: PushPreferences) => pushItems.every((i) => prefs[i.key]);
