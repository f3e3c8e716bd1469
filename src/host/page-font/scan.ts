import { elementWeight, fileWeight, type OpenElement, type Weight, type WeightRules } from './weights';

// The characters a server-rendered page shows: the text between its tags and the attributes a browser draws in the
// page's font (placeholder, value, alt), entities decoded. Scripts, styles, comments and the title are not drawn in it.
// With the site's font-weight rules (weights.ts), each character is counted in the weight it is drawn in.

const hidden = /<title\b[\s\S]*?<\/title\s*>|<script\b[\s\S]*?<\/script\s*>|<style\b[\s\S]*?<\/style\s*>|<!--[\s\S]*?-->/gi;
const tag = /<[^>]*>/g;
const drawnAttribute = /\s(?:placeholder|value|alt)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const entity = /&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos|nbsp));/gi;
const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(entity, (whole, dec?: string, hex?: string, name?: string) => {
    if (name) return named[name.toLowerCase()] ?? whole;
    const cp = dec ? Number(dec) : parseInt(hex!, 16);
    return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : whole;
  });
}

/** How often each printable character (code point above U+0020) appears on the page. */
export function pageCharacters(html: string): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (text: string) => {
    for (const ch of decode(text)) {
      const cp = ch.codePointAt(0)!;
      if (cp > 0x20) counts.set(cp, (counts.get(cp) ?? 0) + 1);
    }
  };
  const visible = html.replace(hidden, ' ').replace(tag, (markup) => {
    for (const m of markup.matchAll(drawnAttribute)) add(m[1] ?? m[2] ?? '');
    return ' ';
  });
  add(visible);
  return counts;
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const token = /<(\/?)([a-zA-Z][\w-]*)((?:"[^"]*"|'[^']*'|[^>"'])*)>|([^<]+)/g;
const classAttribute = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/** How often each printable character appears on the page, per weight of the font file it is drawn from. */
export function pageCharactersByWeight(html: string, rules: WeightRules): Map<Weight, Map<number, number>> {
  const byWeight = new Map<Weight, Map<number, number>>();
  const add = (text: string, weight: number) => {
    const counts = byWeight.get(fileWeight(weight)) ?? new Map<number, number>();
    byWeight.set(fileWeight(weight), counts);
    for (const ch of decode(text)) {
      const cp = ch.codePointAt(0)!;
      if (cp > 0x20) counts.set(cp, (counts.get(cp) ?? 0) + 1);
    }
  };
  const open: OpenElement[] = [];
  for (const [, closing, name, attributes = '', text] of html.replace(hidden, ' ').matchAll(token)) {
    if (text !== undefined) {
      add(text, open.at(-1)?.weight ?? 400);
      continue;
    }
    const tag = name!.toLowerCase();
    if (closing) {
      const at = open.findLastIndex((e) => e.tag === tag);
      if (at >= 0) open.length = at;
      continue;
    }
    const classMatch = classAttribute.exec(attributes);
    const classes = (classMatch?.[1] ?? classMatch?.[2] ?? '').split(/\s+/).filter(Boolean);
    const element = { tag, classes, weight: elementWeight(rules, tag, classes, open) };
    for (const m of attributes.matchAll(drawnAttribute)) add(m[1] ?? m[2] ?? '', element.weight);
    if (!VOID.has(tag) && !attributes.trimEnd().endsWith('/')) open.push(element);
  }
  return byWeight;
}
