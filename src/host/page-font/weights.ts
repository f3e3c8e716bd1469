// Which font weight an element of a server-rendered page is drawn in, from the site's own CSS: the rules that set
// font-weight with a selector the server can match without layout or state (a class, a tag, or those under an
// ancestor's class or tag: `.button`, `.rich-text h2`, `th`). Rules that depend on state (:hover, [aria-selected])
// are left out: their text falls back to the static font parts if it ever shows. The cascade is followed as far as
// that needs: cascade layer (Panda's order), then specificity, then source order; inherit and bolder from the parent.

export type Weight = 400 | 500 | 700;

interface Compound {
  tag?: string;
  classes: string[];
}
export interface WeightRule {
  subject: Compound;
  /** Ancestor compounds, nearest last (descendant combinators only). */
  ancestors: Compound[];
  value: number | 'inherit' | 'bolder';
  /** Cascade order: layer, then specificity, then source order. */
  rank: number;
}
export interface WeightRules {
  byKey: Map<string, WeightRule[]>;
}

const LAYERS = ['reset', 'base', 'tokens', 'recipes', 'utilities'];
const layerRank = (layer: string | undefined) => {
  if (layer === undefined) return LAYERS.length + 1; // unlayered styles win over every layer
  if (layer === USER_AGENT_LAYER) return -1;
  const i = LAYERS.indexOf(layer.split('.')[0]!);
  return i < 0 ? 3.5 : i;
};
// The browser's own defaults the site's reset may override (author rules always win over them).
const USER_AGENT_LAYER = '-user-agent';
const USER_AGENT = `@layer ${USER_AGENT_LAYER}{th,h1,h2,h3,h4,h5,h6{font-weight:700}b,strong{font-weight:bolder}}`;

function compound(text: string): Compound | null {
  // Class names may hold escaped characters (Panda: `.text--textStyle_heading4\.B`).
  const parts = text.split(/(?<!\\)\./).map((p) => p.replace(/\\(.)/g, '$1'));
  const [tag, ...classes] = parts as [string, ...string[]];
  if (tag && !/^[a-z][a-z0-9]*$/i.test(tag)) return null;
  if (!tag && !classes.length) return null;
  return { tag: tag ? tag.toLowerCase() : undefined, classes };
}

/** The font-weight rules of stylesheets, ready to match elements. */
export function weightRules(sheets: readonly string[]): WeightRules {
  const css = USER_AGENT + sheets.join('\n');
  const tokens = new Map<string, string>();
  for (const m of css.matchAll(/(--[\w-]+)\s*:\s*([^;}]+)/g)) tokens.set(m[1]!, m[2]!.trim());
  const resolve = (value: string): WeightRule['value'] | null => {
    let v = value.replace(/\s*!important$/, '').trim();
    for (let i = 0; i < 5 && v.startsWith('var('); i++) v = tokens.get(/^var\((--[\w-]+)/.exec(v)?.[1] ?? '') ?? '';
    if (/^\d+$/.test(v)) return Number(v);
    return ({ normal: 400, bold: 700, lighter: 400, bolder: 'bolder', inherit: 'inherit', unset: 'inherit' } as const)[v] ?? null;
  };

  const byKey = new Map<string, WeightRule[]>();
  const stack: { layer?: string; rule?: string; start: number }[] = [];
  let order = 0;
  for (const m of css.matchAll(/([^{};]*)([{};])/g)) {
    const [, prelude = '', brace] = m;
    const at = m.index + prelude.length + 1;
    if (brace === '{') {
      const head = prelude.trim();
      const layer = /^@layer\s+([\w.-]+)/.exec(head)?.[1];
      const outer = stack.findLast((s) => s.layer !== undefined)?.layer;
      stack.push(head.startsWith('@') ? { layer: layer ?? outer, start: at } : { layer: outer, rule: head, start: at });
      continue;
    }
    if (brace !== '}') continue;
    const block = stack.pop();
    if (!block?.rule) continue;
    const end = m.index + prelude.length;
    const property = css.indexOf('font-weight', block.start);
    if (property < 0 || property > end) continue;
    const declared = /(?:^|[;{\s])font-weight\s*:\s*([^;}]+)/.exec(css.slice(block.start, end));
    const value = declared ? resolve(declared[1]!) : null;
    if (value === null) continue;
    order++;
    for (const selector of block.rule.split(',').map((s) => s.trim())) {
      if (/[:[\]>+~()*]/.test(selector.replace(/\\./g, ''))) continue;
      const compounds = selector.split(/\s+/).map(compound);
      if (compounds.some((c) => !c)) continue;
      const subject = compounds.pop()!;
      const specificity = compounds.concat(subject).reduce((n, c) => n + 100 * c!.classes.length + (c!.tag ? 1 : 0), 0);
      const rule: WeightRule = {
        subject,
        ancestors: compounds as Compound[],
        value,
        rank: layerRank(block.layer) * 1e9 + specificity * 1e5 + order,
      };
      const key = subject.classes[0] !== undefined ? `.${subject.classes[0]}` : subject.tag!;
      byKey.set(key, [...(byKey.get(key) ?? []), rule]);
    }
  }
  return { byKey };
}

export interface OpenElement {
  tag: string;
  classes: string[];
  weight: number;
}

const matches = (c: Compound, tag: string, classes: readonly string[]) =>
  (!c.tag || c.tag === tag) && c.classes.every((k) => classes.includes(k));

/** Whether the ancestor compounds (nearest last) match open elements in order, each further out than the last. */
function ancestorsMatch(compounds: readonly Compound[], ancestors: readonly OpenElement[]): boolean {
  let i = ancestors.length;
  for (let c = compounds.length - 1; c >= 0; c--) {
    do i--;
    while (i >= 0 && !matches(compounds[c]!, ancestors[i]!.tag, ancestors[i]!.classes));
    if (i < 0) return false;
  }
  return true;
}

/** The weight an element is drawn in, given its open ancestors (nearest last, each with its weight). */
export function elementWeight(rules: WeightRules, tag: string, classes: readonly string[], ancestors: readonly OpenElement[]): number {
  const parent = ancestors.at(-1)?.weight ?? 400;
  let best: WeightRule | undefined;
  const consider = (key: string) => {
    for (const rule of rules.byKey.get(key) ?? [])
      if ((!best || rule.rank > best.rank) && matches(rule.subject, tag, classes) && ancestorsMatch(rule.ancestors, ancestors)) best = rule;
  };
  consider(tag);
  for (const c of classes) consider(`.${c}`);
  if (!best || best.value === 'inherit') return parent;
  return best.value === 'bolder' ? (parent < 600 ? 700 : 900) : best.value;
}

/** The font file weight a computed weight is drawn from (the design uses 400, 500 and 700 only). */
export const fileWeight = (weight: number): Weight => (weight < 450 ? 400 : weight < 600 ? 500 : 700);
