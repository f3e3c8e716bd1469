export { Dialog, AlertDialog, type DialogProps, type AlertDialogProps, type AlertDialogType } from './Dialog';
