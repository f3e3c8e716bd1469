import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

// Whole-page states and long-form text: status pages (404, access denied) and rich text.

// 404, access denied, 준비 중 and the like: a centred message with its way on.
export const statusPage = defineSlotRecipe({
  className: 'status-page',
  description: 'Centred status message (404, access denied, a post that is gone): code, title, text, actions',
  slots: ['root', 'code', 'title', 'description', 'actions'],
  base: {
    root: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', textAlign: 'center' },
    code: { textStyle: 'heading3.B', color: 'brand.fg', letterSpacing: '0.1em' },
    title: { textStyle: 'heading4.B', color: 'fg.default', whiteSpace: 'normal', wordBreak: 'keep-all' },
    description: { textStyle: 'largeText.R', color: 'fg.muted', whiteSpace: 'normal', wordBreak: 'keep-all', maxWidth: '36em' },
    actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3' },
  },
  variants: {
    size: {
      // A whole page (404): large title, generous space.
      page: { root: { py: { base: '12', md: '20' } }, title: { textStyle: 'heading2.B', whiteSpace: 'normal' }, actions: { mt: '2' } },
      // A section inside the layout (access denied).
      section: { root: { py: '16' } },
    },
    // Inside a page's content: a muted panel (a post that is gone, a form no longer editable).
    boxed: {
      true: { root: { gap: '3', py: '16', px: '6', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', bg: 'surface.muted' } },
    },
    // A route whose screen comes later: the panel with a dashed edge (used with `boxed`).
    placeholder: {
      true: { root: { borderStyle: 'dashed', borderColor: 'border.strong' } },
    },
  },
  defaultVariants: { size: 'section' },
});

// Server-rendered rich text (terms, privacy, notices): readable measure, wrapping Korean text, the editor's elements.
export const richText = defineRecipe({
  className: 'rich-text',
  description: 'Sanitized rich text from the editor: headings, paragraphs, lists, links and tables',
  // textStyle first: it carries the text styles' `nowrap`, which the keys after it override.
  base: {
    textStyle: 'largeText.R',
    whiteSpace: 'normal',
    wordBreak: 'keep-all',
    overflowWrap: 'anywhere',
    lineHeight: '1.75',
    color: 'fg.default',
    '& h1, & h2': { textStyle: 'heading4.B', mt: '8', mb: '3', whiteSpace: 'normal' },
    '& h3, & h4': { textStyle: 'heading5.B', mt: '6', mb: '2', whiteSpace: 'normal' },
    '& p': { my: '3' },
    '& ul, & ol': { pl: '6', my: '3' },
    '& ul': { listStyle: 'disc' },
    '& ol': { listStyle: 'decimal' },
    '& li': { my: '1' },
    '& a': { color: 'brand.fg', textDecoration: 'underline' },
    // Tables wrap too (mediumText.R alone is nowrap: a wide table pushed the page sideways on phones).
    '& table': { textStyle: 'mediumText.R', whiteSpace: 'normal', width: 'full', borderCollapse: 'collapse', my: '4' },
    '& th, & td': { borderWidth: '1px', borderColor: 'border', px: '3', py: '2', textAlign: 'left', verticalAlign: 'top' },
    '& th': { bg: 'surface.muted', fontWeight: 'bold' },
    '& > :first-child': { mt: 0 },
  },
});
