import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import unusedTokens from '../../scripts/build/unused-tokens.mjs';

// Token variables nobody reads leave the stylesheets; every variable something reads stays, through chains of tokens
// and in every colour mode.

const run = (css: string) => postcss([unusedTokens()]).process(css, { from: '/repo/src/styles/global.css' }).css.replace(/\s+/g, ' ');

describe('unused token variables', () => {
  const sheet = `
    @layer tokens {
      :root { --colors-red-500: #f00; --colors-blue-500: #00f; --colors-brand: var(--colors-blue-500); --blurs-xl: 24px; }
      [data-color-mode=dark] { --colors-brand: var(--colors-red-500); --blurs-xl: 40px; }
      [data-color-mode=sepia] { --blurs-xl: 8px; }
    }
    @layer recipes { .button { color: var(--colors-brand); } }`;

  it('drops the ones no rule reads, and a colour-mode block left empty', () => {
    const out = run(sheet);
    expect(out).not.toContain('--blurs-xl');
    expect(out).not.toContain('sepia');
  });

  it('keeps what a rule reads and the tokens those read, in every mode', () => {
    const out = run(sheet);
    expect(out).toContain('--colors-brand: var(--colors-blue-500)');
    expect(out).toContain('--colors-blue-500: #00f');
    expect(out).toContain('--colors-red-500: #f00'); // read by the dark mode's brand
  });

  it('reads names with escapes whole: a rule reading --spacing-1\\.5 keeps it, not --spacing-1', () => {
    const out = run(
      `@layer tokens { :root { --spacing-1: 4px; --spacing-1\\.5: 6px; } } @layer recipes { .b { gap: var(--spacing-1\\.5); } }`,
    );
    expect(out).toContain('--spacing-1\\.5: 6px');
    expect(out).not.toContain('--spacing-1: 4px');
  });

  it('leaves variables declared outside the tokens layer alone', () => {
    const out = run(`@layer recipes { .chart { --chart-1: var(--colors-red-500); } } @layer tokens { :root { --colors-red-500: red; } }`);
    expect(out).toContain('--chart-1');
    expect(out).toContain('--colors-red-500: red');
  });

  it('reads escaped names whole (the half steps of the spacing scale)', () => {
    const out = run(
      `@layer tokens { :root { --spacing-3: 0.75rem; --spacing-3\\.5: 0.875rem; } } @layer recipes { .row { padding: var(--spacing-3\\.5); } }`,
    );
    expect(out).toContain('--spacing-3\\.5: 0.875rem');
    expect(out).not.toContain('--spacing-3: 0.75rem');
  });

  it('touches only the two Panda sheets', () => {
    const css = '@layer tokens { :root { --unused: 1px; } }';
    expect(postcss([unusedTokens()]).process(css, { from: '/repo/src/styles/pretendard.css' }).css).toContain('--unused');
  });

  it('leaves no code outside the stylesheets reading a token variable by name', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.(tsx?|astro)$/.test(entry.name) && !/\.(test|stories)\.tsx?$|\.recipe\.ts$/.test(entry.name)) {
          if (/var\(--(colors|sizes|spacing|radii|shadows|fonts|font-|durations|easings|blurs|z-index)/.test(readFileSync(path, 'utf8')))
            offenders.push(path);
        }
      }
    };
    walk(join(import.meta.dirname, '..'));
    expect(offenders.filter((p) => !p.includes('/theme/'))).toEqual([]);
  });
});
