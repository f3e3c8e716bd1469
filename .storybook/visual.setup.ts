// Visual regression (STORYBOOK_VISUAL=1): after each story has rendered and played (in light mode), its canvas is
// compared with the committed baseline .storybook/__screenshots__/light/<story id>.png, then switched to dark as the
// app's toggle does and compared with .storybook/__screenshots__/dark/<story id>.png.
// Accept an intended change with `npm run test:visual -- --update` and commit the PNGs.
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { paintMode } from './dark-mode-check';

beforeAll(() => {
  // Freeze motion so every run paints the same pixels.
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }`;
  document.head.append(style);
});

afterEach(async (ctx) => {
  const storyId = (ctx.task.meta as { storyId?: string }).storyId;
  if (!storyId || ctx.task.result?.errors?.length) return;
  await document.fonts.ready;
  // Portalled layers (dialogs, menus, popovers, toasts) live outside the story root: then the whole viewport counts.
  const portalled = document.querySelector('[data-scope][data-part="positioner"], [data-scope="toast"][data-part="group"]');
  // Otherwise the story's own container: the plain <div> Storybook appends to <body> for each story.
  const containers = [...document.body.children].filter(
    (el): el is HTMLElement => el instanceof HTMLDivElement && el.attributes.length === 0,
  );
  const container = containers.at(-1);
  let target: HTMLElement = document.body;
  if (!portalled && container) {
    container.style.padding = '12px'; // room for focus rings at the edges
    target = container;
    // The tester iframe clips at its viewport: grow it to fit tall stories (the next story resets the viewport).
    const bottom = Math.ceil(container.getBoundingClientRect().bottom);
    if (bottom > window.innerHeight) await page.viewport(window.innerWidth, bottom);
  }
  try {
    for (const mode of ['light', 'dark'] as const) {
      await paintMode(mode);
      const name = `${mode}/${storyId}`;
      try {
        await expect.element(page.elementLocator(target)).toMatchScreenshot(name);
      } catch (error) {
        (error as Error).message +=
          `\n\nIf this change is intended, accept it with:\n  npm run test:visual -- --update\nthen review and commit .storybook/__screenshots__/${name}.png`;
        throw error;
      }
    }
  } finally {
    await paintMode('light');
  }
});
