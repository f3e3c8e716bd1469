import { defineSlotRecipe } from '@pandacss/dev';
import { fileDropzone, fileItems } from './shared';

// FileDrop: the light file picker (a drop zone and a button over a native input) in the same look as FileUpload.
export const fileDrop = defineSlotRecipe({
  className: 'file-drop',
  description: 'Light file picker: drop zone, button, hidden native input and the list of chosen files',
  slots: ['root', 'label', 'dropzone', 'prompt', 'input', ...Object.keys(fileItems)],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', width: '100%' },
    label: { textStyle: 'mediumText.M', color: 'fg.default' },
    dropzone: fileDropzone,
    prompt: {},
    // Out of sight but in the page: the button opens it, screen readers know its name.
    input: { srOnly: true },
    ...fileItems,
  },
});
