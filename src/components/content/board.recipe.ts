import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

// Boards: notice and FAQ lists, a post's header and navigation, the answer to a 1:1 inquiry.

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
    questionMark: {
      textStyle: 'heading4.B',
      color: 'fg.subtle',
      width: '6',
      textAlign: 'center',
      'details[open] &': { color: 'brand.fg' },
    },
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
