import { defineSlotRecipe } from '@pandacss/dev';

// The community board lists: the title cell of a row with its marks, the trending box, the board banners.

/** The title cell of a board row: pin, 공지 badge, title link cut to one line, picture mark, [comments], MY. Rows of
 *  pinned notices (`data-pinned` on the item) are tinted. */
export const boardRow = defineSlotRecipe({
  className: 'board-row',
  description: 'Community board row: tinted when pinned; title with picture mark, comment count and MY mark',
  slots: ['item', 'titleCell', 'title', 'link', 'pin', 'mark', 'comments'],
  base: {
    item: {
      '&[data-pinned] td, &[data-pinned] th': { bg: 'surface.muted' },
      '&[data-pinned]': { bg: { base: 'surface.muted', md: 'transparent' }, px: { base: '3', md: '0' } },
    },
    /** In the table the title takes the free width and ends in an ellipsis (width 100 % with max-width 0). */
    titleCell: { w: { md: 'full' }, maxW: { md: '0' } },
    title: { display: 'flex', alignItems: 'center', gap: '1.5', minW: '0', textStyle: 'mediumText.R' },
    link: {
      flex: '0 1 auto',
      minW: '0',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: { base: 'normal', md: 'nowrap' },
      // Regular weight: titles are members' own words, and every weight of a rare syllable is another font file (a
      // bold title column cost a board list ≈ 25 KiB of fonts); the meta line beside it is muted instead.
      color: 'fg.default',
      textDecoration: 'none',
      _hover: { color: 'brand.fg', textDecoration: 'underline' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    },
    pin: { flexShrink: 0, w: '4', h: '4', color: 'brand.fg' },
    mark: { flexShrink: 0, display: 'inline-flex', color: 'fg.subtle', '& svg': { w: '4', h: '4' } },
    comments: { flexShrink: 0, color: 'danger.fg', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' },
  },
});

/** The trending box: a bordered panel with two text tabs and a numbered list of title links. */
export const trendingBox = defineSlotRecipe({
  className: 'trending-box',
  description: 'Community trending box: tabs 인기순 / 댓글순 over numbered title links',
  slots: ['root', 'tabs', 'tab', 'list', 'item', 'rank', 'link', 'empty'],
  base: {
    root: { borderWidth: '1px', borderStyle: 'solid', borderColor: 'border', borderRadius: 'lg', p: '5', bg: 'surface' },
    tabs: { display: 'flex', gap: '4', mb: '3' },
    tab: { display: 'inline-flex', alignItems: 'center', gap: '1.5', '& svg': { w: '4', h: '4' } },
    list: { display: 'grid', gap: '0.5', listStyle: 'none', p: '0', m: '0' },
    item: { display: 'flex', alignItems: 'center', gap: '3', minH: '9', minW: '0' },
    rank: { flexShrink: 0, w: '5', textAlign: 'center', textStyle: 'mediumText.B', color: 'brand.fg', fontVariantNumeric: 'tabular-nums' },
    link: {
      minW: '0',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      textStyle: 'mediumText.R',
      color: 'fg.default',
      textDecoration: 'none',
      _hover: { color: 'brand.fg', textDecoration: 'underline' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    },
    empty: { textStyle: 'mediumText.R', color: 'fg.muted', py: '4' },
  },
});

/** Community banners: images of 392 × 120 stacked, each a link (opened in a new tab). */
export const communityBanners = defineSlotRecipe({
  className: 'community-banners',
  description: 'Stacked community banner images (392 × 120), each a link',
  slots: ['root', 'link', 'image'],
  base: {
    root: { display: 'grid', gap: '3', listStyle: 'none', p: '0', m: '0' },
    link: {
      display: 'block',
      borderRadius: 'lg',
      overflow: 'hidden',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border',
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    },
    image: { display: 'block', w: 'full', h: 'auto', aspectRatio: '392 / 120', objectFit: 'cover' },
  },
});
