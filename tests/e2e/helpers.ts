import { expect, type Locator, type Page } from '@playwright/test';
import { secondStep } from '../staff-code';

export const PASSWORD = 'demo1234!';
/** The demo staff (all enrolled with the published TOTP secret DEMO_STAFF_TOTP_SECRET). */
export type DemoStaff =
  'demo_editor' | 'demo_admin' | 'demo_ops_members' | 'demo_ops_edi' | 'demo_ops_settlement' | 'demo_ops_settlement2' | 'demo_ops_cs';
export type DemoUser =
  'demo_partner' | 'demo_org' | 'demo_cso' | 'demo_member' | 'demo_applicant' | 'demo_pending' | 'demo_rejected' | DemoStaff;

/**
 * Signs in through the API (the cookie lands in the page's context); UI login has its own tests. A staff account
 * answers a challenge with the demo secret's code of a step reserved for this sign-in (each 30-second step is
 * accepted once per account, and workers sign the same accounts in side by side).
 */
export async function signIn(page: Page, userId: DemoUser) {
  const res = await page.request.post('/v1/auth/login', { data: { userId, password: PASSWORD, device: null } });
  expect(res.status(), `login ${userId}`).toBe(200);
  const body = (await res.json()) as { refreshToken?: string; secondFactorRequired?: boolean; challenge?: string };
  if (!body.secondFactorRequired) return body.refreshToken as string;
  let refreshToken = '';
  const second = await secondStep(new URL(res.url()).origin, userId, async (code) => {
    const r = await page.request.post('/v1/auth/second-factor', { data: { challenge: body.challenge, code } });
    const json = (await r.json()) as { refreshToken?: string };
    refreshToken = json.refreshToken ?? '';
    return { status: r.status(), headers: new Headers(), body: json };
  });
  expect(second.status, `second factor ${userId}`).toBe(200);
  return refreshToken;
}

/** Signs a staff account in through /admin/login as a person does: 아이디, 비밀번호, then the app's code. */
export async function signInStaffUi(page: Page, userId: DemoStaff, redirectTo?: string) {
  await page.goto(redirectTo ? `/admin/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/admin/login');
  await page.getByRole('textbox', { name: /아이디/ }).fill(userId);
  await passwordField(page).fill(PASSWORD);
  await page.getByRole('button', { name: '다음' }).click();
  const code = page.getByRole('textbox', { name: /인증 코드 6자리/ });
  await expect(code).toBeFocused();
  const second = await secondStep(new URL(page.url()).origin, userId, async (value) => {
    await code.fill(value);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/auth/second-factor');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    return { status: (await answer).status(), headers: new Headers(), body: null };
  });
  if (second.status !== 200) throw new Error(`sign-in of ${userId} through /admin/login failed`);
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'));
}

/** The dialog the dialog store shows (kit AlertDialog, role dialog or alertdialog). */
export const dialog = (page: Page) =>
  page.getByRole('alertdialog').or(page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '확인' }) }));

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/** The password input (its label also names the 비밀번호 보기 toggle, so match the input itself). */
export const passwordField = (page: Page) => page.getByLabel('비밀번호').and(page.locator('input'));

/**
 * Switches the colour mode and waits until the page shows it: the page's attribute set and every colour transition
 * ended (a button's background fades for a moment, and axe would read the contrast of a colour halfway).
 */
export async function colourMode(page: Page, mode: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: mode });
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
  // Transitions only: a loading bar's or a spinner's animation runs for ever. The kit's last 0.3 s at most; one that
  // is started again and again (a page reacting to its own change) must not hold the test, so the wait ends by 2 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

/** Photographs the page in light and dark (scrolled to the top: the sticky header would show mid-picture). */
export async function bothModes(page: Page, name: string) {
  for (const mode of ['light', 'dark'] as const) {
    await colourMode(page, mode);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${mode}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Waits until the island holding `part` has hydrated: Astro drops the island's `ssr` attribute once React runs, and
 * a click before that reaches a server-rendered button with no handler (a loaded machine shows the gap).
 */
export async function hydrated(part: Locator) {
  await expect(part.page().locator('astro-island', { has: part }).last()).not.toHaveAttribute('ssr');
}
