import { defineSlotRecipe } from '@pandacss/dev';
import { fileUploadAnatomy } from '@ark-ui/react/anatomy';
import { fileDropzone, fileItems } from './shared';

export const fileUpload = defineSlotRecipe({
  className: 'file-upload',
  description: 'File upload: button, drop zone, file list with progress and remove (Ark FileUpload)',
  slots: [...new Set([...fileUploadAnatomy.keys(), ...Object.keys(fileItems), 'itemError'])],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', width: '100%' },
    label: { textStyle: 'mediumText.M', color: 'fg.default' },
    dropzone: fileDropzone,
    trigger: {},
    ...fileItems,
    itemDeleteTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '8',
      height: '8',
      borderRadius: 'sm',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'danger.subtle', color: 'danger' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
      '& svg': { width: '4', height: '4' },
    },
    itemError: { gridColumn: '1 / -1', textStyle: 'smallText.M', color: 'danger', whiteSpace: 'normal' },
    itemPreviewImage: { width: '10', height: '10', objectFit: 'cover', borderRadius: 'sm' },
    clearTrigger: {},
  },
});
