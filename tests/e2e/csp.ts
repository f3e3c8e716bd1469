import type { Page } from '@playwright/test';

/** Collects CSP violations (event and console) and header warnings the page reports, to be checked at the end. */
export async function watchCsp(page: Page): Promise<string[]> {
  const found: string[] = [];
  page.on('console', (m) => {
    // Chromium also warns here about a Permissions-Policy feature it does not know.
    if (/Content Security Policy|Refused to (execute|load|apply|run)|Permissions-Policy/i.test(m.text())) found.push(m.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => found.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return found;
}
