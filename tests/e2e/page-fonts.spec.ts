import { expect, test } from '@playwright/test';

// The page font files: a server-rendered page draws its text from the shared base and its own file per weight, not
// from the small static parts (its faces win for their characters), and every face it uses loads.

test('/terms draws its text from the base and its own page font files, no static part', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/terms');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));

  expect(fonts.filter((path) => path.startsWith('/fonts/page/')).length).toBeGreaterThan(0);
  expect(fonts.filter((path) => /\/fonts\/pretendard-\w+\/\d+-(\d+-\d+|rare-\d+)\.woff2$/.test(path))).toEqual([]);
  expect(await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'error').length)).toBe(0);
});

test('a page font URL that is not a valid key is refused', async ({ request }) => {
  const response = await request.get('/fonts/page/400/AAAA.abcdefgh.ttf');
  expect(response.status()).toBe(400);
});
