// Visual regression (STORYBOOK_VISUAL=1): after each story has rendered and played, its canvas is compared with
// the committed baseline .storybook/__screenshots__/<story id>.<light|dark>.png.
// Accept an intended change with `npm run test:visual -- --update` and commit the PNGs.
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

beforeAll(() => {
  // Freeze motion so every run paints the same pixels.
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }`;
  document.head.append(style);
});

afterEach(async (ctx) => {
  const storyId = (ctx.task.meta as { storyId?: string }).storyId;
  if (!storyId || ctx.task.result?.errors?.length) return;
  const mode = document.documentElement.getAttribute('data-color-mode') ?? 'light';
  await document.fonts.ready;
  // Portalled layers (dialogs, menus, popovers, toasts) live outside the story root: then the whole viewport counts.
  const portalled = document.querySelector('[data-scope][data-part="positioner"], [data-scope="toast"][data-part="group"]');
  const root = document.querySelector<HTMLElement>('[data-vitest-browser-story-root], #storybook-root') ?? document.body;
  const target = portalled ? document.body : root;
  try {
    await expect.element(page.elementLocator(target)).toMatchScreenshot(`${storyId}.${mode}`);
  } catch (error) {
    (error as Error).message +=
      `\n\nIf this change is intended, accept it with:\n  npm run test:visual -- --update\nand commit .storybook/__screenshots__/${storyId}.${mode}.png`;
    throw error;
  }
});
