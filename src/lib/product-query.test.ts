import { describe, expect, it } from 'vitest';
import { clearFlagsHref, isFiltered, keepFields, productApiQuery, productHref, readProductUrl, toggleFlagHref } from './product-query';

const read = (qs: string) => readProductUrl(new URL(`http://x/products${qs}`));
const dec = (href: string) => decodeURIComponent(href);

describe('product search URL state', () => {
  it('defaults: composition search, fee rate high→low, page 1, no filters', () => {
    const s = read('');
    expect(s).toMatchObject({ searchType: 'composition', sortType: 'FEE_RATE_DESC', flags: [], advanced: {}, detail: null });
    expect(productApiQuery(s)).toEqual({ page: 0, size: 10, sortType: 'FEE_RATE_DESC' });
    expect(isFiltered(s)).toBe(false);
  });

  it('maps the simple keyword to its field, advanced fields and chips to their parameters', () => {
    const s = read('?searchType=manufacturerName&keyword=한미&isPromotion=true&isOutOfStock=true&sortType=PRICE_ASC&page=3');
    expect(productApiQuery(s)).toEqual({
      page: 2,
      size: 10,
      sortType: 'PRICE_ASC',
      manufacturerName: '한미',
      isPromotion: true,
      isOutOfStock: true,
    });
    const adv = read('?composition=%20암로디핀%20&productName=노바&keyword=x');
    expect(productApiQuery(adv)).toMatchObject({ composition: '암로디핀', productName: '노바' });
  });

  it('ignores nonsense in the URL rather than failing', () => {
    const s = read('?searchType=drop&sortType=RANDOM&isPromotion=false&isAcquisition=1&detail=abc&page=-4');
    expect(s).toMatchObject({ searchType: 'composition', sortType: 'FEE_RATE_DESC', flags: [], detail: null });
    expect(s.list.page).toBe(1);
  });

  it('chips toggle on and off (off = no parameter, never false) and go back to page 1', () => {
    const s = read('?keyword=스타틴&page=4');
    const onHref = toggleFlagHref(s, 'isPromotion');
    expect(dec(onHref)).toBe('/products?isPromotion=true&keyword=스타틴');
    const offHref = toggleFlagHref(read(onHref.slice('/products'.length)), 'isPromotion');
    expect(dec(offHref)).toBe('/products?keyword=스타틴');
    expect(dec(clearFlagsHref(read('?isPromotion=true&isOutOfStock=true&keyword=a')))).toBe('/products?keyword=a');
  });

  it('leaves defaults out of links, keeps the page when only the dialog opens', () => {
    const s = read('?sortType=PRICE_DESC&page=2');
    expect(productHref(s, { filters: { sortType: undefined } })).toBe('/products');
    expect(productHref(s, { detail: 42 })).toBe('/products?sortType=PRICE_DESC&page=2&detail=42');
    expect(productHref(read(''), { detail: 7 })).toBe('/products?detail=7');
    expect(read('?detail=42').detail).toBe(42);
  });

  it('carries the other state through a form as hidden fields', () => {
    const s = read('?keyword=a&isPromotion=true&sortType=LATEST&page=5');
    expect(keepFields(s, ['sortType'])).toEqual([
      ['isPromotion', 'true'],
      ['keyword', 'a'],
    ]);
  });
});
