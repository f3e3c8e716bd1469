export * as Dialog from './parts';
export { DialogFrame, type DialogFrameProps } from './DialogFrame';
export { AlertDialog, type AlertDialogProps, type AlertDialogType } from './AlertDialog';
