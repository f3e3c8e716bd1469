import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';
import { popoverReset } from '../../theme/recipes/shared';

// The site frame every server-rendered page shares: header, footer, logo, side menu. Zero-JS markup: the header's user
// menu and mobile drawer are native `popover` elements that wear the kit's `menu` / `drawer` slots; these recipes add
// only what a popover needs on top of them (placement in the top layer, hidden while closed, backdrop) and what no kit
// component covers.

export const siteHeader = defineSlotRecipe({
  className: 'site-header',
  description:
    'Site header: main navigation links, skip link, the notification bell and the mobile drawer (native popover on the kit drawer slots)',
  slots: ['root', 'navLink', 'skipLink', 'bell', 'bellCount', 'drawer', 'drawerLink'],
  base: {
    root: { position: 'sticky', top: 0, zIndex: 'header', bg: 'surface', borderBottomWidth: '1px', borderColor: 'border' },
    navLink: {
      px: '3',
      py: '2',
      borderRadius: 'md',
      textStyle: 'largeText.B',
      color: 'fg.default',
      textDecoration: 'none',
      _hover: { color: 'brand.fg', bg: 'brand.subtle' },
      '&[aria-current=page]': { color: 'brand.fg' },
    },
    skipLink: {
      position: 'absolute',
      left: '2',
      top: '-12',
      zIndex: 'toast',
      px: '4',
      py: '2',
      bg: 'brand',
      color: 'fg.onBrand',
      borderRadius: 'md',
      _focus: { top: '2' },
    },
    // Worn together with the kit's ghost icon button; the count (the kit's solid danger badge) sits on its corner.
    bell: { position: 'relative' },
    bellCount: {
      position: 'absolute',
      top: '0',
      right: '0',
      minWidth: '5',
      justifyContent: 'center',
      px: '1',
      pointerEvents: 'none',
      fontVariantNumeric: 'tabular-nums',
    },
    // Worn together with drawer().content (width, height, surface, shadow, column layout).
    drawer: {
      ...popoverReset,
      top: 0,
      right: 0,
      bottom: 0,
      maxHeight: '100dvh',
      // drawer().content is a flex column: only while open, or the closed popover would show.
      '&:not(:popover-open)': { display: 'none' },
      '&:popover-open': { animation: 'slideInRight token(durations.slow) ease-out' },
      '&::backdrop': { bg: 'overlay' },
      '@media (prefers-reduced-motion: reduce)': { animation: 'none!' },
    },
    drawerLink: {
      px: '3',
      py: '3',
      borderRadius: 'md',
      textStyle: 'normalText.M',
      color: 'fg.default',
      textDecoration: 'none',
      _hover: { bg: 'surface.hover' },
      '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' },
    },
  },
});

export const userMenu = defineSlotRecipe({
  className: 'user-menu',
  description: 'The header user menu: a native popover wearing the kit menu slots',
  slots: ['name', 'content', 'item'],
  base: {
    // The name gives way first on a narrow screen (ellipsis), so the header's controls never push the page sideways.
    name: { color: 'brand.fg', maxWidth: '8em', overflow: 'hidden', textOverflow: 'ellipsis' },
    // Worn together with menu().content (surface, border, radius, shadow).
    content: { ...popoverReset, top: '64px', right: '4', width: 'min(288px, calc(100vw - 32px))', px: '0' },
    // Worn together with menu().item. Ark highlights menu items itself; plain links get the same on hover and focus.
    item: {
      _hover: { bg: 'surface.hover' },
      _focusVisible: { bg: 'surface.hover', outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
    },
  },
});

export const colorModeToggle = defineRecipe({
  className: 'color-mode-toggle',
  description: 'Icon switch of the header colour-mode button (worn with an icon-only ghost button): the icon follows data-mode',
  base: {
    '& svg': { display: 'none' },
    '&:not([data-mode]) .i-system, &[data-mode=system] .i-system, &[data-mode=light] .i-light, &[data-mode=dark] .i-dark': {
      display: 'block',
    },
  },
});

/** The 2px page loading bar is the kit's loadingBar; the page script turns it on with data-active (after 0.1s). */
export const pageLoadingBar = defineRecipe({
  className: 'page-loading-bar',
  description: 'Shows and hides the kit loading bar from the page script (data-active), after a short delay',
  base: {
    opacity: 0,
    transitionProperty: 'opacity',
    transitionDuration: 'normal',
    '&[data-active]': { opacity: 1, transitionDelay: '0.1s' },
  },
});

export const logo = defineSlotRecipe({
  className: 'logo',
  description: 'The 메디판다 logo link: mark and word mark; inverse on the dark footer',
  slots: ['root', 'mark', 'wordmark'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2', flexShrink: 0, textDecoration: 'none', color: 'brand.fg' },
    // The tile takes the text colour; the M is cut out of it.
    mark: { '& rect': { fill: 'currentColor' }, '& path': { stroke: 'fg.onBrand' } },
    wordmark: { textStyle: 'heading4.B', letterSpacing: '-0.02em' },
  },
  variants: {
    inverse: {
      true: { root: { color: 'fg.onInverse' }, mark: { '& path': { stroke: 'surface.inverse' } } },
      false: {},
    },
  },
  defaultVariants: { inverse: false },
});

export const siteFooter = defineSlotRecipe({
  className: 'site-footer',
  description: 'Site footer on the inverse surface: policy links and the company block',
  slots: ['root', 'link', 'company', 'separator'],
  base: {
    root: { bg: 'surface.inverse', color: 'fg.onInverse', mt: 'auto' },
    link: { color: 'fg.onInverse', textStyle: 'mediumText.B', textDecoration: 'none', _hover: { textDecoration: 'underline' } },
    company: {
      textStyle: 'smallText.R',
      lineHeight: '1.8',
      whiteSpace: 'normal',
      fontStyle: 'normal',
      color: 'fg.onInverse',
      '& a': { color: 'inherit' },
    },
    separator: { mx: '1.5', opacity: 0.6 },
  },
});

export const sideNav = defineSlotRecipe({
  className: 'side-nav',
  description: 'Titled side menu of the customer centre and my page; a row of chips on phones',
  slots: ['title', 'list', 'link'],
  base: {
    title: { textStyle: 'heading1.7B', mb: { base: '3', lg: '6' } },
    list: { display: 'flex', flexDirection: { base: 'row', lg: 'column' }, gap: { base: '2', lg: '0' }, overflowX: 'auto' },
    link: {
      display: 'flex',
      alignItems: 'center',
      height: { base: '10', lg: '55px' },
      px: { base: '4', lg: '5' },
      textStyle: 'largeText.M',
      color: 'fg.default',
      textDecoration: 'none',
      borderRadius: { base: 'full', lg: 'md' },
      borderWidth: { base: '1px', lg: '0' },
      borderColor: 'border',
      _hover: { bg: 'surface.hover' },
      '&[aria-current=page]': { bg: 'brand', color: 'fg.onBrand', borderColor: 'brand' },
    },
  },
});

/** The demo mode's strip above every page: what this site is, before anyone types something real into it. */
export const demoBanner = defineRecipe({
  className: 'demo-banner',
  description: 'Demo mode strip above the header of every page (warning role colours, both modes)',
  base: {
    display: 'block',
    px: '4',
    py: '1.5',
    textAlign: 'center',
    textStyle: 'smallText.M',
    whiteSpace: 'normal',
    bg: 'warning.subtle',
    color: 'warning.subtleFg',
    borderBottomWidth: '1px',
    borderColor: 'warning.border',
  },
});
