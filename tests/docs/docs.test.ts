import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The documents a newcomer reads stay short and their links lead somewhere: ARCHITECTURE.md within 25 KB, every
// decision record (docs/decisions/NNNN-*.md) within 6 KB with its date, context, decision and consequences, and no
// relative link or anchor in any Markdown file of the repository that points nowhere (anchors as GitHub makes them
// from headings, Korean included).

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const bytes = (path: string) => statSync(join(root, path)).size;

// README.md and PERFORMANCE.md are being restructured in another change: switch these on when that has landed.
const README_RESTRUCTURED = true;
const PERFORMANCE_RESTRUCTURED = true;

const ARCHITECTURE_MAX = 25_000;
const README_MAX = 12_000;
const PERFORMANCE_MAX = 12_000;
const RECORD_MAX = 6_000;

describe('document sizes', () => {
  it(`ARCHITECTURE.md is at most ${ARCHITECTURE_MAX} bytes`, () => {
    expect(bytes('ARCHITECTURE.md')).toBeLessThanOrEqual(ARCHITECTURE_MAX);
  });
  it.skipIf(!README_RESTRUCTURED)(`README.md is at most ${README_MAX} bytes`, () => {
    expect(bytes('README.md')).toBeLessThanOrEqual(README_MAX);
  });
  it.skipIf(!PERFORMANCE_RESTRUCTURED)(`PERFORMANCE.md is at most ${PERFORMANCE_MAX} bytes`, () => {
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

// ---- The move of "Decisions taken in the code" out of ARCHITECTURE.md ----
// TEMPORARY: remove this block (and MOVED_TITLES) once the move to docs/decisions has been reviewed. Until then it
// holds that every decision ARCHITECTURE.md carried on 2026-12-02 (the bold lead of each entry of "Decisions taken in
// the code", the sub-leads of the legacy-contract entry, and the long sections that were decisions) is found,
// word for word, in a record.

const MOVED_TITLES = [
  // Sections before the list
  'One process by default, many in production',
  'Rendering and state',
  'Auth mechanics',
  'Choices and why',
  'Demo mode and production mode',
  'Rules of the house',
  // Pages, routes and the browser
  'Route table.',
  'No framework JavaScript on content pages.',
  'No React on content pages, light scripts where needed.',
  'Typed client everywhere.',
  'Dialog host on demand.',
  'Test harness routes',
  // API, sessions and security
  'API route policies (default-deny).',
  'One schema per request.',
  'Errors.',
  'Session.',
  'Logout cannot be triggered by a page.',
  'Signed-in devices',
  'Sign-outs hold on every instance at once.',
  'Login hardening.',
  'Security headers.',
  'Bounded bodies and uploads.',
  'Public work is budgeted',
  'Page-font keys are signed',
  'Phone availability only inside a verified flow.',
  'The portal passes on the client address it saw',
  'Login ids and nicknames are not derivable from each other',
  'External services behind providers, demo ones built in.',
  'Account recovery by SMS code, bound to the code.',
  "Sign-up trusts only the server's records.",
  'Rich text is sanitized twice',
  'Who sees what is decided once, on the server',
  'Board rules in one policy object',
  'Community rules and anonymity',
  'Editors write notices as drafts',
  "The legacy contract's clients are served, not only ours",
  'Password in the URL:',
  'Sign-up without `certNum`',
  'Find password, two proofs:',
  'Fetch all:',
  'Contract document links',
  'Settlement zip',
  'Promotion handshake',
  'The API describes itself',
  // Data, files and operations
  "One-of-a-kind rules are the database's",
  'Content and files.',
  'Exports stream in bounded memory, behind one gate',
  'Object storage.',
  'Records and files, all or nothing.',
  'PGlite durability.',
  'Request ids and logs',
  'Probes and stopping.',
  'Backup of the embedded database',
  'Serving.',
  'Shared cache for public API answers.',
  'Shared answers of the busiest page are made once.',
  'Password hashing never holds the thread pool.',
  'Page renders wait in line.',
  'First paint is timed by a bench and held by structure.',
  // Compliance
  'One rules table.',
  'Statuses are computed, never stored.',
  'Re-delegation notices',
  'Reminders before the due date, once.',
  'Sub-contract versions',
  'The expenditure ledger',
  'The audit trail',
  'The audit pack',
  'Retention outlives a withdrawal',
  // Screens
  'Compliance center',
  'Records for an inspection, screens.',
  'Compliance at a glance.',
  'Form islands within 110 KiB.',
  'Login is a React island on the kit',
  'Partner contracts.',
  'EDI entry island (PrescriptionEntry)',
  '정산 screens',
  'Sales statistics and its chart',
  'My page behind a password re-check',
  'Products and sales-agency products.',
  'Prescriptions (EDI records, 실적입력).',
  'Settlements (정산) and the money model.',
  'Community board lists without React',
  'The rich-text editor loads only where text is edited.',
  'Community post detail',
  // The kit, styles and fonts
  'Kit all the way down.',
  'Recipes without a run-time css().',
  'Island-only recipes in their own stylesheet.',
  "An area's own recipes in the area's stylesheet.",
  "React in one chunk, the kit's small modules in a few.",
  "A first visit's stylesheets in the HTML.",
  'Only the tokens something reads.',
  "The kit's shape.",
  'Fonts.',
  // List screens
  'State in the URL.',
  'First page rendered on the server.',
  'Korean states.',
  'Details',
  'Richer state, same rules',
  'Chips that combine',
  'Sort and other applies-at-once choices',
  'Tables that read on a phone',
  'A detail as a dialog route.',
  'Actions from a list or detail',
  'Weight.',
];

describe('the decisions moved out of ARCHITECTURE.md (temporary, see above)', () => {
  const normal = (text: string) => text.replace(/[*_]/g, '').replace(/\s+/g, ' ').toLowerCase();
  const texts = records.map((name) => ({ name, text: normal(read(`${DECISIONS}/${name}`)) }));

  for (const title of MOVED_TITLES) {
    it(`"${title}" is in a record`, () => {
      const wanted = normal(title).replace(/[.:]$/, '');
      expect(texts.filter((r) => r.text.includes(wanted)).map((r) => r.name)).not.toEqual([]);
    });
  }
});
