import { useState } from 'react';
import { myPage as myPageRecipe } from 'styled-system/recipes';
import type { MarketingAgreements, PushPreferences } from '../../api/types';
import { formatDate } from '../../lib/format';
import { Checkbox } from '../../ui/Checkbox';
import { Switch } from '../../ui/Switch';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { toast, ToasterOnDemand } from '../shared/toast-on-demand';
import { useHydrated } from '../shared/use-hydrated';
import { leaveWhenRecheckExpired, messageOf, myPage } from '../shared/my-page-api';
import { allOn, allSwitches, consentItems, pushItemsFor, type Consent } from './notification-items';
import '../../styles/islands.css';

export interface NotificationSettingsProps {
  userId: string;
  preferences: PushPreferences;
  marketing: MarketingAgreements;
  /** A CSO or contract member: also the compliance reminders' switch. */
  cso?: boolean;
}

const s = myPageRecipe();
const saved = () => void toast({ type: 'success', title: '수신 정보가 수정되었습니다.' });
const failed = (e: unknown) => void toast({ type: 'error', title: messageOf(e, '수신 정보 수정 중 오류가 발생했습니다.') });

function Settings({ userId, preferences, marketing, cso = false }: NotificationSettingsProps) {
  const hydrated = useHydrated();
  const pushItems = pushItemsFor(cso);
  const [prefs, setPrefs] = useState(preferences);
  const [consents, setConsents] = useState(marketing);

  // Each change shows at once and is saved at once; a refusal puts the switch back and says why.
  async function savePrefs(next: PushPreferences) {
    const before = prefs;
    setPrefs(next);
    try {
      setPrefs(await myPage.patchPushPreferences(next));
      saved();
    } catch (e) {
      setPrefs(before);
      failed(e);
    }
  }

  async function saveConsent(key: Consent, on: boolean) {
    const before = consents;
    const at = consentItems.find((i) => i.key === key)?.at as keyof MarketingAgreements;
    const next = { ...consents, [key]: on, [at]: on ? new Date().toISOString().slice(0, 19) : null };
    setConsents(next);
    try {
      await myPage.update(userId, { marketingAgreement: { sms: next.sms, email: next.email, push: next.push } });
      saved();
    } catch (e) {
      if (leaveWhenRecheckExpired(e)) return;
      setConsents(before);
      failed(e);
    }
  }

  return (
    <div className={s.form}>
      <section aria-labelledby="push-title" className={s.switches}>
        <div className={s.master}>
          <h3 id="push-title">전체 알림 받기</h3>
          <Switch
            aria-label="전체 알림 받기"
            checked={allOn(prefs, pushItems)}
            disabled={!hydrated}
            onCheckedChange={(on) => savePrefs(allSwitches(prefs, pushItems, on))}
          />
        </div>
        {pushItems.map((item) => (
          <div key={item.key} className={s.switchRow}>
            <span id={`push-${item.key}`}>{item.label}</span>
            <Switch
              aria-label={item.label}
              checked={prefs[item.key]}
              disabled={!hydrated}
              onCheckedChange={(on) => savePrefs({ ...prefs, [item.key]: on })}
            />
          </div>
        ))}
      </section>
      <fieldset className={s.consents}>
        <legend className={s.sectionTitle}>마케팅 수신 동의</legend>
        {consentItems.map((item) => {
          const at = consents[item.at];
          return (
            <div key={item.key}>
              <Checkbox checked={consents[item.key]} disabled={!hydrated} onCheckedChange={(on) => saveConsent(item.key, on === true)}>
                {item.label}
              </Checkbox>
              <p className={s.consentTime}>{consents[item.key] && typeof at === 'string' ? `${formatDate(at)} 동의` : '동의하지 않음'}</p>
            </div>
          );
        })}
      </fieldset>
      <ToasterOnDemand />
    </div>
  );
}

/**
 * 수신설정: the master switch, the push switches (the contract's five, and the compliance reminders for CSO and contract
 * members) and the marketing consents, each saved when changed.
 */
export function NotificationSettings(props: NotificationSettingsProps) {
  return (
    <ErrorBoundary>
      <Settings {...props} />
    </ErrorBoundary>
  );
}
