import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { createStyleContext } from '../style-context';
import { dialog } from 'styled-system/recipes';

// The dialog's parts: one Ark part per slot of the `dialog` recipe. Root takes the recipe's variants (size, alert)
// and hands each part its slot class; compose them as the screen needs (DialogFrame and AlertDialog do).
// Header, Body and Footer are plain divs; they carry data-scope/data-part like the Ark parts so that every part can be
// found (and compared with the server-rendered copies) the same way.
const part = (name: string) => ({ defaultProps: { 'data-scope': 'dialog', 'data-part': name } });
const { withRootProvider, withContext } = createStyleContext(dialog);

/** State holder (Ark Dialog.Root) plus the recipe variants `size` and `alert`. Mounts on first open, unmounts on close. */
export const Root = withRootProvider(ArkDialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } });
export const Trigger = withContext(ArkDialog.Trigger, 'trigger');
export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop');
export const Positioner = withContext(ArkDialog.Positioner, 'positioner');
export const Content = withContext(ArkDialog.Content, 'content');
/** The grey title bar holding Title and CloseTrigger. */
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
