// The characters a server-rendered page shows: the text between its tags and the attributes a browser draws in the
// page's font (placeholder, value, alt), entities decoded. Scripts, styles, comments and the title are not drawn in it.

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
