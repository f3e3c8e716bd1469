import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

// Events, attachments, a post's body and the editor's preview banner.

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
    image: {
      width: 'full',
      height: 'full',
      objectFit: 'cover',
      display: 'block',
      '&[data-ended], [data-ended] &': { filter: 'grayscale(1) blur(1.5px)' },
    },
    overlay: { position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bg: 'rgba(17,17,17,0.55)' },
    // White on near-black in both modes (the image behind is dimmed the same way).
    label: { borderRadius: 'full', border: '2px solid white', bg: 'rgba(17,17,17,0.75)', color: 'white' },
  },
  variants: {
    size: {
      card: {
        root: { bg: 'surface.muted' },
        image: { transition: 'transform 0.25s' },
        label: { px: '5', py: '1.5', textStyle: 'heading5.B' },
      },
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
    root: {
      borderWidth: '1px',
      borderColor: 'border',
      bg: 'surface.muted',
      borderRadius: 'md',
      px: '4',
      py: '3',
      display: 'grid',
      gap: '2',
    },
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
