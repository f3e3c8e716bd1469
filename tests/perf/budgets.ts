// What a first visit may download, per route group. KiB = 1,024 bytes; JS and CSS as gzip (level 6) of
// what the server sends, fonts as sent (WOFF2 is compressed already). Raise a number only with a reason in this file.
export type BudgetGroup = 'content' | 'notice' | 'entry' | 'app' | 'editor';

export interface Budget {
  label: string;
  jsKiB: number;
  fontKiB: number;
}

export const budgets: Record<BudgetGroup, Budget> = {
  // Terms, privacy, partnership, 404, error screen: HTML to read on a slow phone, only the page script (colour mode, menus).
  content: { label: 'terms, privacy, partnership, 404', jsKiB: 15, fontKiB: 150 },
  // Notice, FAQ and event pages are content too: server-rendered, no framework JavaScript.
  notice: { label: 'notice / FAQ / event pages', jsKiB: 15, fontKiB: 150 },
  // Login and home: the first screens of every visit. Both are server-rendered kit markup with small page scripts
  // (the login form is not a React island: react-dom alone is ≈ 60 KiB gzip).
  entry: { label: 'login, home', jsKiB: 80, fontKiB: 150 },
  // App screens (products, EDI, dealers, settlements, statistics, community lists, my page): React islands on the kit.
  app: { label: 'app pages', jsKiB: 110, fontKiB: 150 },
  // The post editor (rich text) is the one page allowed a heavy editor; it must be loaded only there.
  editor: { label: 'post editor (rich text)', jsKiB: 250, fontKiB: 150 },
};

// CSS and request counts are measured and reported for every route but not capped yet (no budget set for them).

// Known overruns, waiting for a decision: the test holds them to the figure below (they may not grow) and prints them
// as OVER BUDGET on every run. Remove a line as soon as its page fits its group's budget. None at the moment.
export const overruns: Record<string, { jsKiB?: number; fontKiB?: number; why: string }> = {};
