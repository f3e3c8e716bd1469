// PostCSS plugin, after Panda's and before the island split, in production builds: drops the token variables nothing
// uses. Panda 1 declares every token of the theme (whole colour palettes, blurs, easings…) in `@layer tokens`, on every
// page, before the first paint; most are never read. A variable declared in `@layer tokens` stays when a declaration
// outside that layer reads it through var(), or a token that stays reads it (resolved to a fixed point). It runs on
// Panda's whole output, before scripts/build/island-recipes.mjs splits it, so the tokens island recipes read stay in
// global.css, where islands find them. Rule: code outside the stylesheets must not read a token variable by name (use a
// recipe, or a variable of its own declared in a recipe, as the chart's --chart-N are).
// Names may hold CSS escapes: the half steps of the spacing scale are `--spacing-3\.5`.
const references = (value) => [...value.matchAll(/var\(\s*(--(?:[\w-]|\\.)+)/g)].map((m) => m[1]);

const inTokensLayer = (node) => {
  for (let p = node.parent; p; p = p.parent) if (p.type === 'atrule' && p.name === 'layer' && p.params === 'tokens') return true;
  return false;
};

export default function unusedTokens({ enabled = true } = {}) {
  return {
    postcssPlugin: 'unused-tokens',
    OnceExit(css) {
      if (!enabled) return;
      const file = css.source?.input.file ?? '';
      if (!/\/src\/styles\/(global|islands)\.css$/.test(file)) return;
      /** @type {Map<string, import('postcss').Declaration[]>} */
      const tokens = new Map();
      const used = new Set();
      css.walkDecls((decl) => {
        if (decl.prop.startsWith('--') && inTokensLayer(decl)) tokens.set(decl.prop, [...(tokens.get(decl.prop) ?? []), decl]);
        else for (const name of references(decl.value)) used.add(name);
      });
      const queue = [...used];
      while (queue.length) {
        for (const decl of tokens.get(queue.pop()) ?? []) {
          for (const name of references(decl.value)) {
            if (used.has(name)) continue;
            used.add(name);
            queue.push(name);
          }
        }
      }
      for (const [name, decls] of tokens) if (!used.has(name)) for (const decl of decls) decl.remove();
      // A rule left without declarations (a colour mode that only set dropped tokens) goes too.
      css.walkRules((rule) => {
        if (inTokensLayer(rule) && !rule.nodes.length) rule.remove();
      });
    },
  };
}
unusedTokens.postcss = true;
