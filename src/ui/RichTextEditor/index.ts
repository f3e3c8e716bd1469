// Not re-exported by the kit's index (src/ui/index.ts): Tiptap is large, so only the islands that edit rich text import it.
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
