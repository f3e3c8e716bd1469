import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';
import { wrapText } from '../../theme/recipes/shared';

// Sales-agency products (/sales-agency-products): cards, the detail page and the ended overlay.

/** 종료 over an ended sales-agency product's image. */
export const endedOverlay = defineRecipe({
  className: 'ended-overlay',
  description: 'Dark overlay with 종료 over an ended product image',
  base: {
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    bg: 'rgba(17,17,17,0.8)',
    color: 'white',
    letterSpacing: '0.2em',
  },
  variants: { size: { md: { textStyle: 'heading4.B' }, lg: { textStyle: 'heading3.B' } } },
  defaultVariants: { size: 'md' },
});

/** 영업대행상품 list: one card per product (image, badges, client, product, period). */
export const agencyCard = defineSlotRecipe({
  className: 'agency-card',
  description: 'Sales-agency product list and card',
  slots: ['list', 'root', 'media', 'image', 'client', 'product', 'period'],
  base: {
    list: { display: 'grid', gap: '4', mt: '3', pt: '4', borderTopWidth: '2px', borderColor: 'fg.default' },
    root: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', sm: '300px 1fr' },
      gap: { base: '3', sm: '6' },
      alignItems: 'center',
      color: 'fg.default',
      textDecoration: 'none',
      pb: '4',
      borderBottomWidth: '1px',
      borderColor: 'border',
      _hover: { '& [data-title]': { color: 'brand.fg', textDecoration: 'underline' } },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '4px', borderRadius: 'md' },
    },
    media: {
      position: 'relative',
      aspectRatio: '2 / 1',
      w: 'full',
      maxW: { sm: '300px' },
      borderRadius: 'lg',
      overflow: 'hidden',
      bg: 'surface.muted',
      borderWidth: '1px',
      borderColor: 'border',
    },
    image: { w: 'full', h: 'full', objectFit: 'cover', display: 'block' },
    client: { textStyle: 'heading5.B', whiteSpace: 'normal', wordBreak: 'keep-all' },
    product: { textStyle: 'largeText.M', ...wrapText },
    period: { textStyle: 'mediumText.R', color: 'fg.muted', whiteSpace: 'normal' },
  },
});

/** 영업대행상품 detail: header, image, terms, the apply area and its no-JavaScript confirmation step. */
export const agencyDetail = defineSlotRecipe({
  className: 'agency-detail',
  description: 'Sales-agency product detail',
  slots: ['head', 'client', 'title', 'meta', 'hero', 'terms', 'confirm', 'confirmText', 'confirmButtons', 'error'],
  base: {
    head: { borderTopWidth: '2px', borderBottomWidth: '1px', borderColor: 'fg.default', py: '5', display: 'grid', gap: '2' },
    client: { textStyle: 'largeText.B', color: 'brand.fg' },
    title: { textStyle: { base: 'heading4.B', md: 'heading2.B' }, ...wrapText },
    // On a phone the period and the view count take a line each (a wrapped "|" would start the second line).
    meta: {
      display: 'flex',
      flexDirection: { base: 'column', sm: 'row' },
      gap: { base: '0.5', sm: '3' },
      textStyle: 'mediumText.R',
      color: 'fg.muted',
      '& > span + span::before': { content: '"|"', mr: '3', color: 'border.strong', display: { base: 'none', sm: 'inline' } },
    },
    hero: {
      position: 'relative',
      borderRadius: 'lg',
      overflow: 'hidden',
      aspectRatio: '2 / 1',
      maxW: '600px',
      borderWidth: '1px',
      borderColor: 'border',
      '& img': { w: 'full', h: 'full', objectFit: 'cover', display: 'block' },
    },
    terms: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
      gap: '3',
      m: 0,
      '& > div': { display: 'grid', gap: '1', p: '4', borderRadius: 'lg', bg: 'surface.muted' },
      '& dt': { textStyle: 'smallText.M', color: 'fg.muted' },
      '& dd': { m: 0, textStyle: 'largeText.B' },
    },
    confirm: {
      display: 'grid',
      gap: '4',
      justifyItems: 'center',
      textAlign: 'center',
      p: '6',
      borderWidth: '2px',
      borderColor: 'brand',
      borderRadius: 'xl',
      bg: 'brand.subtle',
      w: 'full',
      maxW: '520px',
    },
    confirmText: { textStyle: 'largeText.B', whiteSpace: 'normal', wordBreak: 'keep-all' },
    confirmButtons: { display: 'flex', gap: '2', justifyContent: 'center', w: 'full', '& > *': { flex: 1 } },
    error: {
      px: '4',
      py: '3',
      borderRadius: 'md',
      bg: 'danger.subtle',
      color: 'danger',
      textStyle: 'mediumText.B',
      whiteSpace: 'normal',
      w: 'full',
      maxW: '520px',
      textAlign: 'center',
    },
  },
});
