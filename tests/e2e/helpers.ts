import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo1234!';
export type DemoUser =
  'demo_partner' | 'demo_org' | 'demo_cso' | 'demo_member' | 'demo_editor' | 'demo_applicant' | 'demo_pending' | 'demo_rejected';

/** Signs in through the API (the cookie lands in the page's context); UI login has its own tests. */
export async function signIn(page: Page, userId: DemoUser) {
  const res = await page.request.post('/v1/auth/login', { data: { userId, password: PASSWORD, device: null } });
  expect(res.status(), `login ${userId}`).toBe(200);
  const { refreshToken } = await res.json();
  return refreshToken as string;
}

/** The dialog the dialog store shows (kit AlertDialog, role dialog or alertdialog). */
export const dialog = (page: Page) =>
  page.getByRole('alertdialog').or(page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '확인' }) }));

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/** The password input (its label also names the 비밀번호 보기 toggle, so match the input itself). */
export const passwordField = (page: Page) => page.getByLabel('비밀번호').and(page.locator('input'));

/** Photographs the page in light and dark (scrolled to the top: the sticky header would show mid-picture). */
export async function bothModes(page: Page, name: string) {
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${mode}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
