// The numbered items of a pager, as the kit's Pagination (Ark/zag) lays them out: the first and last page always,
// `siblings` pages on each side of the current one, and an ellipsis for each gap, except that a gap of one page
// shows that page instead. Pure, so server-rendered pagers (src/components/list/ListPager.astro) need no React.
export type PageItem = { type: 'page'; value: number } | { type: 'ellipsis' };

export function pageRange(page: number, totalPages: number, siblings = 2): PageItem[] {
  if (totalPages <= 0) return [];
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const slots = siblings * 2 + 5; // first, last, current, two ellipses
  let items: Array<number | null>;
  if (totalPages <= slots) {
    items = range(1, totalPages);
  } else {
    const left = Math.max(page - siblings, 1);
    const right = Math.min(page + siblings, totalPages);
    const leftGap = left > 3;
    const rightGap = right < totalPages - 2;
    const edge = slots - 2; // pages shown next to the one ellipsis
    if (!leftGap && rightGap) items = [...range(1, edge), null, totalPages];
    else if (leftGap && !rightGap) items = [1, null, ...range(totalPages - edge + 1, totalPages)];
    else if (leftGap && rightGap) items = [1, null, ...range(left, right), null, totalPages];
    else items = range(1, totalPages);
  }
  // An ellipsis standing for a single page shows that page.
  items = items.map((v, i) => (v === null && (items[i + 1] ?? totalPages + 1) - (items[i - 1] ?? 0) === 2 ? (items[i - 1] ?? 0) + 1 : v));
  return items.map((v) => (v === null ? { type: 'ellipsis' } : { type: 'page', value: v }));
}
