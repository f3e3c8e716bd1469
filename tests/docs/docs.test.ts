import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The documents a newcomer reads stay short and their links lead somewhere: ARCHITECTURE.md within 25 KB, README.md
// and PERFORMANCE.md within 12 KB, every decision record (docs/decisions/NNNN-*.md) within 6 KB with its date,
// context, decision and consequences, and no relative link or anchor in any Markdown file of the repository that
// points nowhere (anchors as GitHub makes them from headings, Korean included).

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const bytes = (path: string) => statSync(join(root, path)).size;

const ARCHITECTURE_MAX = 25_000;
const README_MAX = 12_000;
const PERFORMANCE_MAX = 12_000;
const RECORD_MAX = 6_000;

describe('document sizes', () => {
  it(`ARCHITECTURE.md is at most ${ARCHITECTURE_MAX} bytes`, () => {
    expect(bytes('ARCHITECTURE.md')).toBeLessThanOrEqual(ARCHITECTURE_MAX);
  });
  it(`README.md is at most ${README_MAX} bytes`, () => {
    expect(bytes('README.md')).toBeLessThanOrEqual(README_MAX);
  });
  it(`PERFORMANCE.md is at most ${PERFORMANCE_MAX} bytes`, () => {
    expect(bytes('PERFORMANCE.md')).toBeLessThanOrEqual(PERFORMANCE_MAX);
  });
});

// ---- Markdown: headings, their anchors, links ----

/** Every Markdown file of the repository, outside dependencies, build output and local data. */
const SKIPPED =
  /^(node_modules|\.git|dist|styled-system|storybook-static|test-results|playwright-report|\.astro|\.data.*|backups|screenshots)$/;
function markdownFiles(dir = ''): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED.test(entry.name) ? [] : markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The text outside fenced code blocks, with inline code spans blanked out (links inside code are not links). */
function prose(text: string): string[] {
  let fence: string | null = null;
  return text.split('\n').map((line) => {
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length) fence = null;
      return '';
    }
    if (open) {
      fence = open[1]!;
      return '';
    }
    return line;
  });
}

/** GitHub's heading anchor: the heading's text lower-cased, punctuation and symbols dropped, each space a hyphen. */
function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/[`*]/g, ''); // code and emphasis marks
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown file offers: its headings' slugs (repeats numbered -1, -2, …) and explicit ids. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of prose(text)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = githubSlug(heading[1]!);
      const n = seen.get(slug) ?? 0;
      seen.set(slug, n + 1);
      anchors.add(n === 0 ? slug : `${slug}-${n}`);
    }
    for (const id of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(id[1]!);
  }
  return anchors;
}

/** The relative links of a Markdown file: inline links and images, outside code. */
function linksOf(text: string): string[] {
  return prose(text).flatMap((line) =>
    [...line.replace(/`[^`]*`/g, '').matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
      .map((m) => m[1]!)
      .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//')),
  );
}

describe('Markdown links', () => {
  const files = markdownFiles();

  it('finds the documents', () => {
    expect(files).toEqual(expect.arrayContaining(['ARCHITECTURE.md', 'README.md', 'docs/decisions/README.md']));
  });

  it('slugs headings as GitHub does', () => {
    expect(githubSlug('One process by default, many in production')).toBe('one-process-by-default-many-in-production');
    expect(githubSlug('Where to add a `/v1` route')).toBe('where-to-add-a-v1-route');
    expect(githubSlug('정산 screens (정산내역)')).toBe('정산-screens-정산내역');
    expect(githubSlug('Money: stored totals')).toBe('money-stored-totals');
  });

  for (const file of files) {
    it(`${file}: every relative link and anchor resolves`, () => {
      const broken: string[] = [];
      for (const link of linksOf(read(file))) {
        const [rawPath, rawAnchor] = link.split('#', 2) as [string, string | undefined];
        const path = decodeURIComponent(rawPath);
        const target = path === '' ? file : relative(root, resolve(root, path.startsWith('/') ? `.${path}` : join(dirname(file), path)));
        if (!existsSync(join(root, target))) {
          broken.push(`${link} (no ${target})`);
          continue;
        }
        if (rawAnchor === undefined || rawAnchor === '' || !target.endsWith('.md')) continue;
        const anchor = decodeURIComponent(rawAnchor);
        if (!anchorsOf(read(target)).has(anchor)) broken.push(`${link} (no heading #${anchor} in ${target})`);
      }
      expect(broken).toEqual([]);
    });
  }
});

// ---- Decision records ----

const DECISIONS = 'docs/decisions';
const records = readdirSync(join(root, DECISIONS))
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .sort();

describe('decision records', () => {
  it('are numbered 0001, 0002, … without gaps, each NNNN-slug.md', () => {
    expect(records.length).toBeGreaterThan(0);
    records.forEach((name, i) => expect(name).toMatch(new RegExp(`^${String(i + 1).padStart(4, '0')}-[a-z0-9-]+\\.md$`)));
  });

  it('are each listed in the index', () => {
    const index = read(`${DECISIONS}/README.md`);
    for (const name of records) expect(index, name).toContain(`](${name})`);
  });

  for (const name of records) {
    it(`${name} has its title, date, context, decision and consequences, within ${RECORD_MAX} bytes`, () => {
      const text = read(`${DECISIONS}/${name}`);
      const number = name.slice(0, 4);
      expect(text.split('\n')[0], 'the first line is the title').toMatch(new RegExp(`^# ${number}\\. \\S`));
      expect(text, 'a date').toMatch(/^Date: \d{4}-\d{2}-\d{2}\b/m);
      const parts = ['Context', 'Decision', 'Consequences'].map((part) => text.search(new RegExp(`^## ${part}$`, 'm')));
      expect(
        parts.every((at) => at > 0) && parts[0]! < parts[1]! && parts[1]! < parts[2]!,
        'Context, Decision, Consequences in order',
      ).toBe(true);
      expect(bytes(`${DECISIONS}/${name}`)).toBeLessThanOrEqual(RECORD_MAX);
    });
  }
});
