// The one place that says how tests launch Chromium here: Debian's browser (no tool may download one) and the
// flags that keep it quiet on a machine without a network or a sandbox. Used by Playwright, the story tests and Lighthouse.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
