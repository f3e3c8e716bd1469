import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { createStyleContext } from '../style-context';
import { drawer } from 'styled-system/recipes';

// The drawer's parts: the same Ark dialog machine as a side sheet, one part per slot of the `drawer` recipe.
// Root takes the recipe's `side` variant.
// Header, Body and Footer are plain divs; they carry data-scope/data-part like the Ark parts so that every part can be
// found (and compared with the server-rendered copies) the same way.
const part = (name: string) => ({ defaultProps: { 'data-scope': 'dialog', 'data-part': name } });
const { withRootProvider, withContext } = createStyleContext(drawer);

/** State holder (Ark Dialog.Root) plus the recipe variant `side`. Mounts on first open, unmounts on close. */
export const Root = withRootProvider(ArkDialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } });
export const Trigger = withContext(ArkDialog.Trigger, 'trigger');
export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop');
export const Positioner = withContext(ArkDialog.Positioner, 'positioner');
export const Content = withContext(ArkDialog.Content, 'content');
/** The top bar holding Title and CloseTrigger. */
export const Header = withContext('div', 'header', part('header'));
export const Title = withContext(ArkDialog.Title, 'title');
export const Description = withContext(ArkDialog.Description, 'description');
export const CloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger');
export const Body = withContext('div', 'body', part('body'));
export const Footer = withContext('div', 'footer', part('footer'));
/** Renders Backdrop and Positioner into document.body (in place on the server). */
export { Portal };
export const Context = ArkDialog.Context;

export type RootProps = React.ComponentProps<typeof Root>;
export type ContentProps = React.ComponentProps<typeof Content>;
