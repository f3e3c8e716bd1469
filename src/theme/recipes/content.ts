import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

// Content screens: home (hero, live figures, banner carousels, community tabs), notices, FAQ, 1:1 inquiries and
// events. Named by role; pages add only layout (Panda patterns) and typography through the kit's `text` recipe.

// The home hero and the carousel's text slides are a dark brand surface in both colour modes (the page around them
// follows the mode), so they use the raw palette rather than mode-dependent semantic tokens. Text on it: white and
// the light palette steps, all AA on navy.700.
const darkBrandSurface = {
  bg: 'navy.700',
  color: 'gray.0',
  backgroundImage: 'radial-gradient(circle at 85% 20%, rgba(138,99,250,0.55), transparent 55%)',
} as const;

/** The home hero: a dark brand panel with an eyebrow, a large title, a lead and a footnote. */
export const hero = defineSlotRecipe({
  className: 'hero',
  description: 'Home hero: dark brand panel (same in both modes) with eyebrow, title, lead and note',
  slots: ['root', 'eyebrow', 'title', 'lead', 'note'],
  base: {
    root: { ...darkBrandSurface, borderRadius: 'xl', p: { base: '6', md: '12' } },
    eyebrow: { textStyle: 'mediumText.B', color: 'violet.200' },
    // heading2.B, heading3.B from md: a responsive textStyle would bring back the style's nowrap at md.
    title: { textStyle: 'heading2.B', fontSize: { md: 'h3' }, whiteSpace: 'normal', wordBreak: 'keep-all' },
    lead: { textStyle: 'normalText.R', whiteSpace: 'normal', wordBreak: 'keep-all', color: 'gray.100', maxWidth: '40em' },
    note: { textStyle: 'smallText.R', color: 'gray.300' },
  },
});

/** A large figure with its label and unit on the dark hero (this month's prescriptions, fees, openings). */
export const statFigure = defineSlotRecipe({
  className: 'stat-figure',
  description: 'Live figure on a dark surface: label, large tabular number and unit',
  slots: ['root', 'label', 'value', 'number', 'unit'],
  base: {
    root: {
      display: 'grid',
      gap: '1',
      p: { base: '4', md: '5' },
      borderRadius: 'lg',
      bg: 'rgba(255,255,255,0.1)',
      borderWidth: '1px',
      borderColor: 'rgba(255,255,255,0.18)',
    },
    label: { textStyle: 'mediumText.M', color: 'gray.100' },
    value: { display: 'flex', alignItems: 'baseline', gap: '1', fontVariantNumeric: 'tabular-nums' },
    number: { fontSize: { base: 'h1_7', md: 'h3' }, fontWeight: 'bold', lineHeight: 'tight' },
    unit: { textStyle: 'largeText.M', color: 'gray.100' },
  },
});

/**
 * Home banner strip (no framework): a scroll-snap track that works by touch, wheel and keyboard, small round
 * controls and a counter under it (src/browser/carousel.ts). Slides without an image show their text on the dark
 * brand surface.
 */
export const bannerCarousel = defineSlotRecipe({
  className: 'banner-carousel',
  description: 'Scroll-snap banner strip of the home page with round controls and a counter',
  slots: ['root', 'viewport', 'track', 'slide', 'link', 'image', 'textSlide', 'textTitle', 'textBody', 'controls', 'control', 'icon', 'counter'],
  base: {
    root: { display: 'grid', gap: '2', alignContent: 'start' },
    viewport: { borderRadius: 'xl', overflow: 'hidden', bg: 'surface.muted', borderWidth: '1px', borderColor: 'border', aspectRatio: '602 / 180' },
    track: {
      display: 'flex',
      height: 'full',
      overflowX: 'auto',
      scrollSnapType: 'x mandatory',
      scrollBehavior: 'smooth',
      scrollbarWidth: 'none',
      '&::-webkit-scrollbar': { display: 'none' },
      '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
    },
    slide: { flex: '0 0 100%', height: 'full', scrollSnapAlign: 'start', scrollSnapStop: 'always' },
    link: {
      display: 'block',
      height: 'full',
      color: 'inherit',
      textDecoration: 'none',
      _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '-3px' },
    },
    image: { display: 'block', width: 'full', height: 'full', objectFit: 'cover' },
    textSlide: {
      ...darkBrandSurface,
      backgroundImage: 'radial-gradient(circle at 90% 20%, rgba(138,99,250,0.6), transparent 60%)',
      display: 'grid',
      alignContent: 'center',
      gap: '2',
      height: 'full',
      px: { base: '5', md: '8' },
    },
    textTitle: { textStyle: 'heading5.B', fontSize: { md: 'h4' }, whiteSpace: 'normal', wordBreak: 'keep-all' },
    textBody: { textStyle: 'mediumText.R', color: 'gray.100', whiteSpace: 'normal', wordBreak: 'keep-all' },
    controls: { justifySelf: 'end', display: 'flex', alignItems: 'center', gap: '1', color: 'fg.muted' },
    control: {
      display: 'inline-grid',
      placeItems: 'center',
      width: '8',
      height: '8',
      borderRadius: 'full',
      color: 'fg.default',
      bg: 'transparent',
      cursor: 'pointer',
      borderWidth: '1px',
      borderColor: 'border',
      _hover: { bg: 'surface.hover' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
      '& svg': { width: '4', height: '4' },
    },
    icon: { display: 'inline-grid', placeItems: 'center', '&[hidden]': { display: 'none' } },
    counter: { textStyle: 'smallText.M', minWidth: '9', textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
  },
});

/** Text tabs over server-rendered panels (role=tab buttons, src/browser/tabs.ts): underlined when selected. */
export const boardTab = defineRecipe({
  className: 'board-tab',
  description: 'Plain-script ARIA tab (home community preview): bold text, underline when selected',
  base: {
    textStyle: 'largeText.B',
    color: 'fg.subtle',
    bg: 'transparent',
    cursor: 'pointer',
    py: '1',
    borderBottom: '2px solid transparent',
    _hover: { color: 'fg.default' },
    '&[aria-selected=true]': { color: 'fg.default', borderColor: 'fg.default' },
  },
});

/** A board's list: a strong rule on top, a hairline under each item (notices, FAQ). */
export const boardList = defineSlotRecipe({
  className: 'board-list',
  description: 'Board list frame: strong top rule, a line under each item',
  slots: ['root', 'item'],
  base: {
    root: { borderTopWidth: '2px', borderColor: 'fg.default' },
    item: { borderBottomWidth: '1px', borderColor: 'border' },
  },
});

/** The title link of a row in a board list: plain text that turns brand and underlined on hover. */
export const listTitle = defineRecipe({
  className: 'list-title',
  description: 'Title link of a list row: plain until hovered; optionally dimmed once visited',
  base: {
    color: 'fg.default',
    textDecoration: 'none',
    _hover: { color: 'brand.fg', textDecoration: 'underline' },
  },
  variants: {
    visited: { true: { _visited: { color: 'fg.muted', _hover: { color: 'brand.fg' } } } },
  },
});

/** One notice in the list: source, badges and title, date, views; a card-like stack on a phone. */
export const noticeRow = defineSlotRecipe({
  className: 'notice-row',
  description: 'Notice list row: source | title with badges | date | views; stacked below md; pinned rows tinted',
  slots: ['root', 'source', 'main', 'pin', 'meta', 'mobileMeta'],
  base: {
    root: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', md: '9rem 1fr 9rem 5rem' },
      alignItems: 'center',
      columnGap: '4',
      rowGap: '1',
      px: { base: '2', md: '3' },
      py: '3.5',
      borderBottomWidth: '1px',
      borderColor: 'border',
      '&[data-pinned]': { bg: 'surface.muted' },
    },
    source: {
      textStyle: 'mediumText.M',
      color: 'fg.muted',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      order: { base: 2, md: 0 },
      '&[data-portal]': { color: 'brand.fg' },
    },
    main: { display: 'flex', alignItems: 'center', gap: '2', minWidth: 0, flexWrap: 'wrap' },
    pin: { flexShrink: 0, color: 'brand.fg', width: '4', height: '4' },
    meta: { textStyle: 'mediumText.R', color: 'fg.muted', textAlign: { md: 'center' }, display: { base: 'none', md: 'block' } },
    mobileMeta: { display: { base: 'flex', md: 'none' }, gap: '2', textStyle: 'smallText.R', color: 'fg.muted', order: 3 },
  },
});

/** FAQ item on a native <details>: Q mark, question, +/− toggle; the answer panel with an A mark. */
export const faqItem = defineSlotRecipe({
  className: 'faq-item',
  description: 'FAQ question and answer on native <details> (no JavaScript)',
  slots: ['summary', 'questionMark', 'question', 'toggle', 'answer', 'answerMark', 'answerBody'],
  base: {
    summary: {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr auto',
      alignItems: 'center',
      gap: '4',
      px: { base: '2', md: '4' },
      py: '4',
      cursor: 'pointer',
      listStyle: 'none',
      '&::-webkit-details-marker': { display: 'none' },
      _hover: { bg: 'surface.hover' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
    },
    questionMark: { textStyle: 'heading4.B', color: 'fg.subtle', width: '6', textAlign: 'center', 'details[open] &': { color: 'brand.fg' } },
    question: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', minWidth: 0 },
    toggle: {
      position: 'relative',
      width: '5',
      height: '5',
      flexShrink: 0,
      color: 'fg.muted',
      '&::before, &::after': {
        content: '""',
        position: 'absolute',
        left: '50%',
        top: '50%',
        width: '3.5',
        height: '2px',
        bg: 'currentColor',
        transform: 'translate(-50%, -50%)',
        transition: 'transform 0.2s',
      },
      '&::after': { transform: 'translate(-50%, -50%) rotate(90deg)' },
      'details[open] &': { '&::after': { transform: 'translate(-50%, -50%) rotate(0deg)' } },
    },
    answer: {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      gap: '4',
      px: { base: '2', md: '4' },
      py: '5',
      bg: 'surface.muted',
      borderTopWidth: '1px',
      borderColor: 'border',
    },
    answerMark: { textStyle: 'heading4.B', color: 'brand.fg', width: '6', textAlign: 'center' },
    answerBody: { display: 'grid', gap: '4', minWidth: 0 },
  },
});

/** The head of a post (notice, inquiry, event): rules above and below, title, a meta line split by bars. */
export const postHeader = defineSlotRecipe({
  className: 'post-header',
  description: 'Head of a post detail: top and bottom rules, source, large title, meta line with separators',
  slots: ['root', 'source', 'title', 'meta'],
  base: {
    root: { borderTopWidth: '2px', borderBottomWidth: '1px', borderColor: 'fg.default', py: '5' },
    source: { textStyle: 'mediumText.B', color: 'brand.fg' },
    // heading4.B, heading2.B from md (only the size changes; a responsive textStyle would bring back nowrap).
    title: {
      textStyle: 'heading4.B',
      fontSize: { md: 'h2' },
      whiteSpace: 'normal',
      wordBreak: 'keep-all',
      overflowWrap: 'anywhere',
    },
    meta: {
      display: 'flex',
      gap: '3',
      flexWrap: 'wrap',
      textStyle: 'mediumText.R',
      color: 'fg.muted',
      '& > span + span::before': { content: '"|"', mr: '3', color: 'border.strong' },
    },
  },
});

/** 이전글 / 다음글 under a post. */
export const postNav = defineSlotRecipe({
  className: 'post-nav',
  description: 'Previous / next post rows under a detail',
  slots: ['root', 'row', 'label', 'link', 'none', 'date'],
  base: {
    root: { borderTopWidth: '1px', borderColor: 'border', display: 'grid' },
    row: {
      display: 'grid',
      gridTemplateColumns: '5rem 1fr auto',
      gap: '3',
      alignItems: 'center',
      py: '3',
      px: '2',
      borderBottomWidth: '1px',
      borderColor: 'border',
      textStyle: 'mediumText.R',
    },
    label: { color: 'fg.muted', fontWeight: 'medium' },
    link: {
      color: 'fg.default',
      textDecoration: 'none',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      _hover: { color: 'brand.fg', textDecoration: 'underline' },
    },
    none: { color: 'fg.subtle' },
    date: { color: 'fg.muted', display: { base: 'none', sm: 'block' } },
  },
});

/** The operator's answer under a 1:1 inquiry. */
export const answerPanel = defineSlotRecipe({
  className: 'answer-panel',
  description: 'Answer block of a 1:1 inquiry: muted panel, brand heading',
  slots: ['root', 'title'],
  base: {
    root: { borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', bg: 'surface.muted', p: { base: '4', md: '6' } },
    title: { textStyle: 'largeText.B', color: 'brand.fg', whiteSpace: 'normal' },
  },
});

/** An event card in the grid: the whole card is the link; hovering underlines the title and zooms the image. */
export const eventCard = defineSlotRecipe({
  className: 'event-card',
  description: 'Event card link (image, status, title, period)',
  slots: ['root', 'title'],
  base: {
    root: {
      color: 'fg.default',
      textDecoration: 'none',
      borderRadius: 'lg',
      _hover: { '& [data-title]': { color: 'brand.fg', textDecoration: 'underline' }, '& img': { transform: 'scale(1.02)' } },
    },
    title: { textStyle: 'heading5.B', whiteSpace: 'normal', wordBreak: 'keep-all', overflowWrap: 'anywhere' },
  },
});

/** An event image (2:1) that greys out with a 종료 label once the event has ended. */
export const eventMedia = defineSlotRecipe({
  className: 'event-media',
  description: 'Event image frame with the ended state (grey, blurred, 종료 label)',
  slots: ['root', 'image', 'overlay', 'label'],
  base: {
    root: { position: 'relative', aspectRatio: '2 / 1', borderRadius: 'lg', overflow: 'hidden', borderWidth: '1px', borderColor: 'border' },
    image: { width: 'full', height: 'full', objectFit: 'cover', display: 'block', '&[data-ended], [data-ended] &': { filter: 'grayscale(1) blur(1.5px)' } },
    overlay: { position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bg: 'rgba(17,17,17,0.55)' },
    // White on near-black in both modes (the image behind is dimmed the same way).
    label: { borderRadius: 'full', border: '2px solid white', bg: 'rgba(17,17,17,0.75)', color: 'white' },
  },
  variants: {
    size: {
      card: { root: { bg: 'surface.muted' }, image: { transition: 'transform 0.25s' }, label: { px: '5', py: '1.5', textStyle: 'heading5.B' } },
      page: { label: { px: '6', py: '2', textStyle: 'heading4.B' } },
    },
  },
  defaultVariants: { size: 'card' },
});

/** The download list of a post. */
export const attachmentList = defineSlotRecipe({
  className: 'attachment-list',
  description: 'Attachments box: title, file links with icon and size',
  slots: ['root', 'title', 'list', 'link', 'size'],
  base: {
    root: { borderWidth: '1px', borderColor: 'border', bg: 'surface.muted', borderRadius: 'md', px: '4', py: '3', display: 'grid', gap: '2' },
    title: { textStyle: 'mediumText.B', color: 'fg.default' },
    list: { display: 'grid', gap: '1' },
    link: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      color: 'brand.fg',
      textStyle: 'mediumText.M',
      textDecoration: 'none',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      _hover: { textDecoration: 'underline' },
      '& svg': { flexShrink: 0, width: '4', height: '4' },
    },
    size: { color: 'fg.muted', textStyle: 'smallText.R' },
  },
});

/** What the rich-text editor produces beyond prose (images, quotes, code, embeds), on top of RichText's prose. */
export const contentBody = defineRecipe({
  className: 'content-body',
  description: 'Rich text extras of posts: images, blockquote, code, hr, mark, iframe, wide tables',
  base: {
    '& img': { maxWidth: 'full', height: 'auto', borderRadius: 'md', my: '3', bg: 'surface.muted' },
    '& blockquote': { borderLeft: '4px solid', borderColor: 'border.strong', pl: '4', color: 'fg.muted', my: '4' },
    '& pre': { bg: 'surface.muted', p: '4', borderRadius: 'md', overflowX: 'auto', textStyle: 'mediumText.R', whiteSpace: 'pre' },
    '& code': { fontFamily: 'mono', fontSize: '0.92em' },
    '& hr': { my: '6', borderColor: 'border' },
    '& mark': { bg: 'warning.subtle', color: 'inherit', px: '0.5' },
    '& iframe': { width: 'full', aspectRatio: '16 / 9', height: 'auto', border: 0, borderRadius: 'md' },
    '& table': { display: 'block', overflowX: 'auto', maxWidth: 'full' },
    '& strong, & b': { fontWeight: 'bold' },
  },
});

/** Shown to editors on an unpublished notice or event. */
export const previewBanner = defineSlotRecipe({
  className: 'preview-banner',
  description: 'Editor preview banner: dashed warning frame with a tag and text',
  slots: ['root', 'text'],
  base: {
    root: {
      display: 'flex',
      gap: '3',
      alignItems: 'flex-start',
      border: '2px dashed',
      borderColor: 'warning',
      bg: 'warning.subtle',
      color: 'fg.default',
      borderRadius: 'lg',
      px: '5',
      py: '4',
    },
    text: { textStyle: 'mediumText.R', whiteSpace: 'normal', wordBreak: 'keep-all', '& strong': { fontWeight: 'bold' } },
  },
});

// Registered in ../recipes.ts.
export const contentRecipes = { boardTab, listTitle, contentBody };
export const contentSlotRecipes = {
  hero,
  statFigure,
  bannerCarousel,
  boardList,
  noticeRow,
  faqItem,
  postHeader,
  postNav,
  answerPanel,
  eventCard,
  eventMedia,
  attachmentList,
  previewBanner,
};
