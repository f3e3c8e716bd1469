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

export const recipes = { button, text, link, input, spinner, skeleton };
export const slotRecipes = { field, passwordInput, dialog, drawer, menu, tabs, linkTabs, loadingBar, emptyState, card };
