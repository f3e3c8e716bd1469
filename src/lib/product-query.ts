import { DEFAULT_PRODUCT_SEARCH_FIELD, DEFAULT_PRODUCT_SORT, ProductFlag, ProductSearchField, ProductSortType } from '../api/enums';
import type { ProductListQuery } from '../api/schema/products';
import { cleanKeyword, listHref, readListQuery, type ListChange, type ListQuery } from './list-url';

// URL state of the product search (/products): the simple search (`searchType` +
// `keyword`), the advanced fields (`composition`, `manufacturerName`, `productName`), status chips that are on
// (`isPromotion=true`) or off (absent: no filter, never "exclude"), the sort (`sortType`, default left out), the page,
// and `detail`: the product whose dialog is open. Built on the list pattern of list-url.ts.

export type ProductFilter = 'searchType' | 'sortType' | ProductFlag | ProductSearchField;

export const ADVANCED_FIELDS: readonly ProductSearchField[] = ['composition', 'manufacturerName', 'productName'];
export const PAGE_SIZE = 10;

export interface ProductUrlState {
  list: ListQuery<ProductFilter>;
  searchType: ProductSearchField;
  sortType: ProductSortType;
  flags: ProductFlag[];
  /** Advanced fields that are set. */
  advanced: Partial<Record<ProductSearchField, string>>;
  /** The product whose detail dialog is open. */
  detail: number | null;
}

const on = ['true'] as const;

export function readProductUrl(url: URL): ProductUrlState {
  const list = readListQuery<ProductFilter>(url, {
    searchType: ProductSearchField.values.filter((v) => v !== DEFAULT_PRODUCT_SEARCH_FIELD),
    sortType: ProductSortType.values.filter((v) => v !== DEFAULT_PRODUCT_SORT),
    isAcquisition: on,
    isPromotion: on,
    isOutOfStock: on,
    isStopSelling: on,
  } satisfies Partial<Record<ProductFilter, readonly string[]>> as unknown as Record<ProductFilter, readonly string[]>);
  const advanced: Partial<Record<ProductSearchField, string>> = {};
  for (const field of ADVANCED_FIELDS) {
    const value = cleanKeyword(url.searchParams.get(field));
    if (value) {
      advanced[field] = value;
      list.filters[field] = value;
    }
  }
  const rawDetail = url.searchParams.get('detail') ?? '';
  const detail = /^\d{1,9}$/.test(rawDetail) && Number(rawDetail) > 0 ? Number(rawDetail) : null;
  return {
    list,
    searchType: (list.filters.searchType as ProductSearchField | undefined) ?? DEFAULT_PRODUCT_SEARCH_FIELD,
    sortType: (list.filters.sortType as ProductSortType | undefined) ?? DEFAULT_PRODUCT_SORT,
    flags: ProductFlag.values.filter((f) => list.filters[f] === 'true'),
    advanced,
    detail,
  };
}

/** The API query of a URL state: the simple keyword goes to its field; an advanced field of the same name wins. */
export function productApiQuery(state: ProductUrlState): ProductListQuery {
  const q: ProductListQuery = { page: state.list.page - 1, size: PAGE_SIZE, sortType: state.sortType };
  if (state.list.keyword) q[state.searchType] = state.list.keyword;
  Object.assign(q, state.advanced);
  for (const flag of state.flags) q[flag] = true;
  return q;
}

/** A link to the list after a change (a new search, filter or sort starts at page 1); `detail` opens a product. */
export function productHref(state: ProductUrlState, change: ListChange<ProductFilter> & { detail?: number | null } = {}): string {
  const { detail, ...listChange } = change;
  const href = listHref('/products', state.list, listChange);
  return detail ? `${href}${href.includes('?') ? '&' : '?'}detail=${detail}` : href;
}

/** The chip of a status flag toggles it: on → off (no filter), off → on. */
export const toggleFlagHref = (state: ProductUrlState, flag: ProductFlag) =>
  productHref(state, { filters: { [flag]: state.flags.includes(flag) ? undefined : 'true' } });

/** 전체 clears every status chip. */
export const clearFlagsHref = (state: ProductUrlState) =>
  productHref(state, {
    filters: Object.fromEntries(ProductFlag.values.map((f) => [f, undefined])) as Partial<Record<ProductFilter, undefined>>,
  });

/** Is anything searched or filtered (for the empty state's way back)? */
export const isFiltered = (state: ProductUrlState) =>
  !!state.list.keyword || state.flags.length > 0 || Object.keys(state.advanced).length > 0;

/** Hidden fields that carry the rest of the state through a GET form (the form's own fields are left out). */
export function keepFields(state: ProductUrlState, omit: readonly string[]): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(state.list.filters)) if (value && !omit.includes(name)) fields.push([name, value]);
  if (state.list.keyword && !omit.includes('keyword')) fields.push(['keyword', state.list.keyword]);
  return fields;
}

/**
 * The key of a browse URL's list region (the same HTML for every member): its canonical list URL, the open product
 * left out, plus whether the 상세검색 panel is open. Text searches have none: they are not kept.
 */
export function browseListKey(state: ProductUrlState, advancedOpen: boolean): string | null {
  if (state.list.keyword || Object.keys(state.advanced).length > 0) return null;
  return `${productHref(state)}${advancedOpen ? '#advanced' : ''}`;
}
