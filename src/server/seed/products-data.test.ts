import { describe, expect, it } from 'vitest';
import {
  companySeeds,
  generateCatalogue,
  ingredientSeeds,
  prng,
  productDetailHtml,
  roundRate,
  salesAgencySeeds,
  salesAgencyThumbnailSvg,
} from './products-data';

// The catalogue generator is pure: same seed, same catalogue; realistic shapes; substitutes exist.

describe('generateCatalogue', () => {
  const catalogue = generateCatalogue();

  it('is deterministic and has the target size', () => {
    expect(catalogue).toHaveLength(3_000);
    expect(generateCatalogue().map((p) => p.productCode)).toEqual(catalogue.map((p) => p.productCode));
    expect(generateCatalogue(7).map((p) => p.productCode)).not.toEqual(catalogue.map((p) => p.productCode));
    expect(prng(1)()).toBe(prng(1)());
  });

  it('makes unique 9-digit insurance codes, integer prices and fee fractions', () => {
    expect(new Set(catalogue.map((p) => p.productCode)).size).toBe(catalogue.length);
    for (const p of catalogue) {
      expect(p.productCode).toMatch(/^\d{9}$/);
      if (p.price !== null) expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
      expect(p.feeRate).toBeGreaterThan(0);
      expect(p.feeRate).toBeLessThan(1);
      if (p.changedFeeRate !== null) expect(p.changedMonth).toMatch(/^\d{4}-\d{2}-01$/);
    }
  });

  it('spreads products over ≈ 40 companies and every ingredient, with substitutes in every group', () => {
    expect(new Set(catalogue.map((p) => p.company)).size).toBe(companySeeds.length);
    expect(companySeeds.length).toBeGreaterThanOrEqual(40);
    expect(new Set(catalogue.map((p) => p.ingredient)).size).toBe(ingredientSeeds.length);
    const groups = new Map<string, number>();
    for (const p of catalogue) groups.set(p.substituteGroup, (groups.get(p.substituteGroup) ?? 0) + 1);
    expect(Math.min(...groups.values())).toBeGreaterThanOrEqual(3);
  });

  it('never gives two companies the same product name; flags and notes appear in sensible shares', () => {
    const owner = new Map<string, number>();
    for (const p of catalogue) {
      expect(owner.get(p.productName) ?? p.company).toBe(p.company);
      owner.set(p.productName, p.company);
    }
    const share = (f: (p: (typeof catalogue)[number]) => boolean) => catalogue.filter(f).length / catalogue.length;
    expect(share((p) => p.isAcquisition)).toBeGreaterThan(0.2);
    expect(share((p) => p.isPromotion)).toBeGreaterThan(0.03);
    expect(share((p) => p.isOutOfStock)).toBeGreaterThan(0.01);
    expect(share((p) => p.isStopSelling)).toBeGreaterThan(0.005);
    expect(share((p) => p.note !== null)).toBeGreaterThan(0.1);
    expect(share((p) => p.changedFeeRate !== null)).toBeGreaterThan(0.05);
    expect(catalogue.filter((p) => p.detailInfo).length).toBeGreaterThan(20);
  });

  it('rounds rates to one decimal of a percent without float surprises', () => {
    expect(roundRate(0.35548)).toBe(0.355);
    expect(roundRate(0.3545)).toBe(0.355);
    expect(roundRate(0.1)).toBe(0.1);
  });
});

describe('seeded content', () => {
  it('writes escaped HTML and SVG', () => {
    const p = { ...generateCatalogue()[0]!, productName: '<b>정</b>' };
    expect(productDetailHtml(p, 'A&B')).toContain('&lt;b&gt;정&lt;/b&gt;');
    const svg = new TextDecoder().decode(
      salesAgencyThumbnailSvg(0, ['#000', '#111', '#fff'], { ...salesAgencySeeds[0]!, clientName: '<x>' }),
    );
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('&lt;x&gt;');
  });
  it('has ≈ 25 sales-agency products, open and ended, in every exposure range', () => {
    expect(salesAgencySeeds.length).toBeGreaterThanOrEqual(20);
    expect(salesAgencySeeds.some((s) => s.endDay < 0) && salesAgencySeeds.some((s) => s.endDay > 0)).toBe(true);
    expect(new Set(salesAgencySeeds.map((s) => s.range))).toEqual(new Set(['ALL', 'CONTRACTED', 'UNCONTRACTED']));
  });
});
