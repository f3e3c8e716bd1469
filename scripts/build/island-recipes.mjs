// PostCSS plugin, after Panda's: splits the recipes between stylesheets so a page downloads and parses, before its
// first paint, only the looks it can show (which recipe goes where: scripts/build/recipe-sets.mjs).
//   src/styles/global.css      every page (render-blocking): everything Panda emits but the recipes below;
//   src/styles/islands.css     linked by the modules that import it (the islands, the dialog host): the island-only recipes
//                              but an area's;
//   src/styles/pages/<area>.css  imported by the pages of one area (production builds): the recipes only that area's code
//                                uses, the console's islands' own among them.
// The scan runs when the CSS is built (restart `astro dev` after moving a recipe between server and island code).
import { islandClassNames, pageSheetClassNames, recipeSelector } from './recipe-sets.mjs';

/**
 * @param {{ pageSheets?: boolean }} options pageSheets: also move the recipes of one area's code from global.css and
 * islands.css to that area's stylesheet. Production builds only: `astro dev` keeps every recipe in those two (the
 * area sheets stay empty there), and Storybook links the console's sheet beside them for the console's islands.
 */
export default function islandRecipes({ pageSheets = false } = {}) {
  let islandSelector;
  const isIsland = (selector) => (islandSelector ??= recipeSelector(islandClassNames())).test(selector);
  /** @type {Map<string, RegExp> | undefined} page stylesheet → its recipes' selectors */
  let sheets;
  let inAnySheet;
  const loadSheets = () => {
    if (sheets) return;
    const bySheet = pageSheets ? pageSheetClassNames() : new Map();
    sheets = new Map([...bySheet].map(([sheet, names]) => [sheet, recipeSelector(names)]));
    inAnySheet = recipeSelector([...bySheet.values()].flat());
  };
  /** Keeps only the rules `keep` accepts, inside the same layers (the layer blocks stay, so the order is the same). */
  const keepOnly = (css, keep) => {
    css.walkRules((rule) => {
      if (inKeyframes(rule) || !rule.selectors.some(keep)) rule.remove();
    });
    css.walkAtRules((rule) => {
      if (rule.name === 'layer') return;
      let hasRule = false;
      rule.walkRules(() => (hasRule = true));
      if (!hasRule || /keyframes$/.test(rule.name)) rule.remove();
    });
  };
  const inKeyframes = (node) => node.parent?.type === 'atrule' && /keyframes$/.test(node.parent.name);
  return {
    postcssPlugin: 'island-recipes',
    OnceExit(css) {
      const file = css.source?.input.file ?? '';
      if (file.endsWith('/src/styles/global.css')) {
        loadSheets();
        // A rule stays when any of its selectors belongs to every page: neither island-only nor one area's.
        css.walkRules((rule) => {
          if (!inKeyframes(rule) && rule.selectors.every((s) => isIsland(s) || inAnySheet.test(s))) rule.remove();
        });
      } else if (file.endsWith('/src/styles/islands.css')) {
        loadSheets();
        keepOnly(css, (s) => isIsland(s) && !inAnySheet.test(s));
      } else if (/\/src\/styles\/pages\/[\w-]+\.css$/.test(file)) {
        loadSheets();
        const mine = sheets.get(file.slice(file.indexOf('/src/styles/pages/') + 1)) ?? /(?!)/;
        keepOnly(css, (s) => mine.test(s));
      }
    },
  };
}
islandRecipes.postcss = true;
