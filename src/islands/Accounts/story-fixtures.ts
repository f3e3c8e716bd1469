import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { VerifiedIdentity } from '../shared/identity/verify-identity';

// Stand-ins for the account stories: the /v1 answers (through `mockApi`: nothing leaves the page), the identity popup
// and the clock. Each helper is a story `beforeEach` that puts the real thing back afterwards.

export const person: VerifiedIdentity = {
  certNum: 'STORY-CERT-1',
  name: '김하늘',
  birthDate: '1990-03-15',
  gender: 'FEMALE',
  phoneNumber: '010-2345-6789',
};

/** The identity provider's answer for `person` (digits, yyyyMMdd, '1' = female). */
const verified = { status: 'SUCCESS', name: person.name, phone: '01023456789', birth: '19900315', gender: '1' };

/** An error body as the API sends it. */
export const refusal = (status: number, code: string, message: string) => () =>
  new Response(JSON.stringify({ code, message }), { status, headers: { 'content-type': 'application/json' } });

/** The identity routes: a verification starts and its result is `result` (the verified person by default). */
export const identityRoutes = (result: object = verified): [RegExp, () => unknown][] => [
  [/^\/v1\/kmc\/auth\/request$/, () => ({ certNum: person.certNum })],
  [/^\/v1\/kmc\/auth\/result$/, () => result],
];

/**
 * The identity popup: `window.open` answers a window that stays open until the verification closes it, so the
 * real `verifyIdentity` runs (start, poll the result) without a browser window.
 */
export function fakePopup() {
  const real = window.open;
  window.open = () => {
    const popup = { closed: false, location: { href: '' }, close: () => void (popup.closed = true) };
    return popup as unknown as Window;
  };
  return () => {
    window.open = real;
  };
}

/** A stopped clock (so the countdown reads the same in every run); `advanceClock` moves it on. */
let offset = 0;
export function stoppedClock() {
  const real = Date.now;
  const start = real();
  offset = 0;
  Date.now = () => start + offset;
  return () => {
    Date.now = real;
  };
}
export const advanceClock = (ms: number) => void (offset += ms);

type Canvas = ReturnType<typeof within>;

/** Waits until the island ran (its buttons are enabled once it is interactive). */
export const hydrated = (canvas: Canvas, button: string) =>
  waitFor(() => expect(canvas.getAllByRole('button', { name: button })[0]).toBeEnabled(), { timeout: 5000 });

/** Types a phone number and asks for a code. */
export async function sendCode(canvas: Canvas, phone = '010-2345-6789') {
  await hydrated(canvas, '인증번호 발송');
  await userEvent.type(canvas.getByRole('textbox', { name: /휴대폰 번호/ }), phone);
  await userEvent.click(canvas.getByRole('button', { name: '인증번호 발송' }));
  blurActive();
}

/**
 * Drops the focus a click left behind. A button that is disabled while its request runs may or may not keep its
 * focus ring, depending on timing: without this the same story paints two different screenshots.
 */
export const blurActive = () => (document.activeElement as HTMLElement | null)?.blur();
