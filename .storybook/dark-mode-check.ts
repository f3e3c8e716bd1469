import type { StoryContext } from '@storybook/react-vite';

// The story tests render and play each story once, in light mode, where axe checks every rule (the a11y addon).
// Then the story is switched to dark as the app's toggle does: one attribute on <html>, every colour a CSS variable,
// nothing rendered differently (no component reads the mode). In dark the rules about colour run again, the only
// ones a colour mode can change, with the story's own axe settings; .storybook/visual.setup.ts photographs both.

/** The axe rules a colour mode can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Storybook's own layers, never part of a story (as the a11y addon leaves them out). */
const STORYBOOK_PARTS = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

type A11yParameters = {
  disable?: boolean;
  test?: 'error' | 'todo' | 'off';
  config?: { rules?: { id: string; enabled?: boolean; selector?: string }[] };
};

/**
 * Sets the colour mode on <html> and waits until the story shows it: the next paint, and every colour transition
 * ended (axe would read a colour halfway; a spinner's animation runs for ever, so transitions only).
 */
export async function paintMode(mode: 'light' | 'dark') {
  document.documentElement.setAttribute('data-color-mode', mode);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await Promise.all(
    document
      .getAnimations()
      .filter((a) => a instanceof CSSTransition)
      .map((a) => a.finished.catch(() => undefined)),
  );
}

/** True in a Vitest run of the stories (not in Storybook's own page, where the mode is the toolbar's). */
const inStoryTests = () => import.meta.env.VITEST_STORYBOOK !== undefined;

export async function checkDarkMode({ parameters, globals, viewMode }: StoryContext) {
  const a11y = (parameters.a11y ?? {}) as A11yParameters;
  if (!inStoryTests() || viewMode !== 'story' || a11y.disable || a11y.test !== 'error' || globals.a11y?.manual) return;
  const { default: axe } = await import('axe-core');
  const rules = a11y.config?.rules ?? [];
  const off = new Set(rules.filter((r) => r.enabled === false).map((r) => r.id));
  const values = COLOUR_RULES.filter((id) => !off.has(id));
  if (values.length === 0) return;
  await paintMode('dark');
  try {
    axe.reset();
    axe.configure({ rules });
    const { violations } = await axe.run({ include: document.body, exclude: STORYBOOK_PARTS }, { runOnly: { type: 'rule', values } });
    if (violations.length > 0) {
      const report = violations.map((v) => `${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
      throw new Error(`axe in dark mode:\n  ${report.join('\n  ')}`);
    }
  } finally {
    axe.reset();
    await paintMode('light');
  }
}
