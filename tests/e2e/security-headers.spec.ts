import { expect, test } from '@playwright/test';
import { pageRules, probePaths } from '../../src/lib/route-rules';
import { fetchHtml, storageStateFor } from '../perf/measure';
import { concretePath, routes, userFor } from '../perf/routes';
import { watchCsp } from './csp';
import { passwordField, signIn } from './helpers';

// Hardening headers on every route of the route table (signed in as the route needs), on the 404/500/access-denied
// pages and on build files; and no Content-Security-Policy violation while the main pages are used.

function expectPageHeaders(headers: Headers, what: string) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, `${what}: CSP`).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+/);
  expect(csp, `${what}: no unsafe-inline scripts`).not.toMatch(/script-src[^;]*unsafe-inline/);
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
    expect(csp, `${what}: ${directive}`).toContain(directive);
  }
  expectCommonHeaders(headers, what);
}

function expectCommonHeaders(headers: Headers, what: string) {
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  // A page whose address carries a one-time token (the staff enrolment link) sends no referrer at all.
  expect(['strict-origin-when-cross-origin', ...(what.includes('/admin/enrol') ? ['no-referrer'] : [])], what).toContain(
    headers.get('referrer-policy'),
  );
  expect(headers.get('permissions-policy'), what).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(headers.get('strict-transport-security'), `${what}: no HSTS over plain http`).toBeNull();
}

test('every route of the route table is in the list the header test walks', () => {
  for (const rule of pageRules())
    expect(
      routes.some((c) => rule.pattern.test(c.path.split('?')[0]!)),
      String(rule.pattern),
    ).toBe(true);
});

test('every page answers with the hardening headers, signed in where the route needs it', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  for (const c of routes) {
    const user = userFor(c);
    const state = user ? await storageStateFor(browser, baseURL!, user) : undefined;
    const path = await concretePath(c, (list) => fetchHtml(baseURL!, list, state));
    const cookie = (state?.cookies ?? []).map((k) => `${k.name}=${k.value}`).join('; ');
    const res = await fetch(new URL(path, baseURL), { headers: cookie ? { cookie } : {} });
    expect(res.status, `${c.route} status`).toBe(c.status ?? 200);
    expectPageHeaders(res.headers, `${c.route} (${path})`);
  }
  // A guarded page signed out: the redirect to /login carries them too.
  const redirect = await fetch(new URL('/products', baseURL), { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  expectCommonHeaders(redirect.headers, 'redirect to /login');
});

test('the probes answer JSON with the hardening headers and are never cached', async ({ request }) => {
  for (const path of probePaths) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toContain('application/json');
    expect(res.headers()['cache-control'], path).toContain('no-store');
    expectCommonHeaders(new Headers(res.headers()), path);
  }
});

test('build files carry nosniff and the rest; SVGs their own locked-down CSP', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  const script = /src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const js = await request.get(script!);
  expectCommonHeaders(new Headers(js.headers()), script!);
  const spoofed = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
  expect(spoofed.headers()['strict-transport-security'], 'X-Forwarded-Proto counts only with TRUST_PROXY=1').toBeUndefined();
  const svg = await request.get('/favicon.svg');
  expectCommonHeaders(new Headers(svg.headers()), '/favicon.svg');
  expect(svg.headers()['content-security-policy']).toContain("default-src 'none'");
});

test('an injected inline script is refused (and the watcher below sees it)', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/terms');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = "yes";';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-injected', 'yes');
});

test.describe('no CSP violation on the main pages', () => {
  test.use({ colorScheme: 'dark' });

  test('home, signed out and signed in: the colour mode applies before paint and the session JSON seeds the page', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark'); // the inline head script ran
    await signIn(page, 'demo_partner');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /님, 안녕하세요/ })).toBeVisible();
    expect(await page.locator('#session-data').textContent()).toContain('demo_partner');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('/login with a login', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/login?redirectTo=%2Fcustomer-service%2Fnotice');
    await page.getByLabel('아이디').fill('demo_org');
    await passwordField(page).fill('demo1234!');
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page).toHaveURL('/customer-service/notice');
    // A notice, read to the end.
    await page.locator('a[href^="/customer-service/notice/"]').first().click();
    await expect(page).toHaveURL(/\/customer-service\/notice\/\d+/);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('/products with its dialog', async ({ page }) => {
    const violations = await watchCsp(page);
    await signIn(page, 'demo_partner');
    await page.goto('/products');
    await page.locator('[data-product-detail]').first().click();
    await expect(page.getByTestId('product-dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('product-dialog')).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('the inquiry form island, and the one-time message of the list', async ({ page }) => {
    const violations = await watchCsp(page);
    await signIn(page, 'demo_member');
    await page.goto('/customer-service/inquiry/new');
    const submit = page.getByRole('button', { name: '문의하기' });
    await expect(submit).toBeEnabled(); // React hydrated
    await submit.click();
    await expect(page.getByText('제목을 입력해 주세요.')).toBeVisible();
    // The flash message's inline script drops ?done= from the address.
    await page.goto('/customer-service/inquiry?done=deleted');
    await expect(page.getByTestId('flash')).toBeVisible();
    await expect(page).toHaveURL('/customer-service/inquiry');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
