// Every component's look lives in a recipe here (one file per component family under ./recipes); components in
// src/ui only pick variants. `recipes` are single-element recipes, `slotRecipes` style the parts of an Ark component.
import { button } from './recipes/button';
import { text } from './recipes/text';
import { link } from './recipes/link';
import { input } from './recipes/input';
import { field } from './recipes/field';
import { passwordInput } from './recipes/password-input';
import { dialog, drawer } from './recipes/dialog';
import { menu } from './recipes/menu';
import { tabs, linkTabs } from './recipes/tabs';
import { spinner, loadingBar, skeleton, emptyState, card } from './recipes/feedback';
import { textarea, select, combobox, checkbox, radioGroup, switchRecipe } from './recipes/selection';
import { tooltip, toast } from './recipes/overlay';
import { datePicker, pagination, paginationTrigger, table, fileUpload } from './recipes/data';
import { badge, accordion, carousel, progress } from './recipes/display';
import { callout } from './recipes/callout';
import { contentRecipes, contentSlotRecipes } from './recipes/content';
import { chip, nativeSelect, listRegion, cardTable, endedOverlay, productTable, rateChange, productSearch, productDialog, productDetail, agencyCard, agencyDetail } from './recipes/catalogue';
import { siteHeader, userMenu, colorModeToggle, pageLoadingBar, logo, siteFooter, sideNav, statusPage, richText } from './recipes/shell';

export const recipes = {
  button,
  text,
  link,
  input,
  spinner,
  skeleton,
  textarea,
  paginationTrigger,
  badge,
  callout,
  ...contentRecipes,
  // catalogue
  chip,
  nativeSelect,
  listRegion,
  cardTable,
  endedOverlay,
  colorModeToggle,
  pageLoadingBar,
  richText,
};
export const slotRecipes = {
  field,
  passwordInput,
  dialog,
  drawer,
  menu,
  tabs,
  linkTabs,
  loadingBar,
  emptyState,
  card,
  select,
  combobox,
  checkbox,
  radioGroup,
  switchRecipe,
  tooltip,
  toast,
  datePicker,
  pagination,
  table,
  fileUpload,
  accordion,
  carousel,
  progress,
  ...contentSlotRecipes,
  // catalogue
  productTable,
  rateChange,
  productSearch,
  productDialog,
  productDetail,
  agencyCard,
  agencyDetail,
  siteHeader,
  userMenu,
  logo,
  siteFooter,
  sideNav,
  statusPage,
};
