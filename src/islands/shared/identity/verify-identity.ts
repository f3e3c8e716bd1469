import type { Gender } from '../../../api/enums';
import { kmcApi, kmcLaunchUrl } from '../../../api/kmc';
import type { KmcResultResponse } from '../../../api/types';
import { http } from '../../../lib/browser-api';

// Identity verification from a screen, in one call:
//
//   button.onclick = async () => {
//     try {
//       const person = await verifyIdentity();   // call it first thing in the click handler (popup blockers)
//       // person: { certNum, name, birthDate: 'yyyy-MM-dd', gender: 'MALE' | 'FEMALE', phoneNumber: '010-1234-5678' }
//       // send person.certNum with the form: the server takes name, birth date and phone from its own record, once.
//     } catch (e) {
//       if (e instanceof IdentityVerificationError) showError(e.message);   // Korean, ready to show
//     }
//   };
//
// It opens the popup at once (an empty window, so the browser counts it as the click's), starts a verification, points
// the popup at the provider's page and waits: the page tells this window by postMessage (only from this site's own
// popup), and the result is polled as well in case the message is lost. Closing the popup cancels.

export interface VerifiedIdentity {
  /** Send this with the form that relies on the verification (sign-up, phone change). */
  certNum: string;
  name: string;
  /** `yyyy-MM-dd`. */
  birthDate: string;
  gender: Gender;
  /** `010-1234-5678`. */
  phoneNumber: string;
}

export type IdentityFailure = 'blocked' | 'cancelled' | 'failed' | 'expired';

const messages: Record<IdentityFailure, string> = {
  blocked: '본인인증 창이 차단되었습니다. 브라우저에서 이 사이트의 팝업을 허용한 뒤 다시 시도해 주세요.',
  cancelled: '본인인증을 취소했습니다.',
  failed: '본인인증을 시작하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  expired: '본인인증 시간이 지났습니다. 다시 시도해 주세요.',
};

/** Why a verification did not give a person; `message` is the Korean text to show. */
export class IdentityVerificationError extends Error {
  override readonly name = 'IdentityVerificationError';
  constructor(readonly reason: IdentityFailure) {
    super(messages[reason]);
  }
}

const POLL_MS = 1000;
/** The server forgets a pending verification after 10 minutes. */
const GIVE_UP_MS = 10 * 60 * 1000;
const POPUP_FEATURES = 'popup=yes,width=480,height=720';

/** The contract's result as a person (digits → dashes, yyyyMMdd → yyyy-MM-dd, '0' → MALE). */
export function personOf(certNum: string, r: KmcResultResponse): VerifiedIdentity | null {
  const phone = /^(\d{3})(\d{3,4})(\d{4})$/.exec(r.phone ?? '');
  const birth = /^(\d{4})(\d{2})(\d{2})$/.exec(r.birth ?? '');
  if (!r.name || !phone || !birth) return null;
  return {
    certNum,
    name: r.name,
    birthDate: `${birth[1]}-${birth[2]}-${birth[3]}`,
    gender: r.gender === '0' ? 'MALE' : 'FEMALE',
    phoneNumber: `${phone[1]}-${phone[2]}-${phone[3]}`,
  };
}

/** Runs one identity verification in a popup; resolves with the verified person or rejects with IdentityVerificationError. */
export async function verifyIdentity(): Promise<VerifiedIdentity> {
  const popup = window.open('about:blank', 'identity-verification', POPUP_FEATURES);
  if (!popup) throw new IdentityVerificationError('blocked');
  const api = kmcApi(http);
  let certNum: string;
  try {
    certNum = (await api.request()).certNum;
  } catch {
    popup.close();
    throw new IdentityVerificationError('failed');
  }
  popup.location.href = kmcLaunchUrl(certNum);

  return new Promise<VerifiedIdentity>((resolve, reject) => {
    const started = Date.now();
    let settled = false;
    let checking = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const finish = (outcome: VerifiedIdentity | IdentityFailure) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      if (!popup.closed) popup.close();
      if (typeof outcome === 'string') reject(new IdentityVerificationError(outcome));
      else resolve(outcome);
    };

    /** Reads the result; `closed` says the popup is gone, so a pending verification is a cancelled one. */
    const check = async (closed: boolean) => {
      if (settled || checking) return;
      checking = true;
      try {
        const result = await api.result(certNum);
        if (result.status === 'SUCCESS') finish(personOf(certNum, result) ?? 'failed');
        else if (result.status === 'FAIL') finish('cancelled');
        else if (result.status === 'NOT_FOUND') finish('expired');
        else if (closed) finish('cancelled');
      } catch {
        if (closed) finish('failed'); // otherwise the next round asks again
      } finally {
        checking = false;
      }
    };

    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; certNum?: unknown } | null;
      if (event.origin !== location.origin || event.source !== popup) return;
      if (data?.type === 'identity-verification' && data.certNum === certNum) void check(false);
    };
    window.addEventListener('message', onMessage);

    const poll = () => {
      if (settled) return;
      if (Date.now() - started > GIVE_UP_MS) return finish('expired');
      void check(popup.closed).finally(() => {
        if (!settled) timer = setTimeout(poll, POLL_MS);
      });
    };
    timer = setTimeout(poll, POLL_MS);
  });
}
