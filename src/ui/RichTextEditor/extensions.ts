import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';

/**
 * What the editor can write, and nothing the server's rich-text allow-list would drop: paragraphs, bold, italic,
 * underline, strike, headings 2–3, lists, quotes, line breaks, links (http, https, mailto, tel) and block images by
 * URL (never data: URLs; images come in through the upload).
 */
export const editorExtensions = (placeholder?: string) => [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto', 'tel'] },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  Placeholder.configure({ placeholder: placeholder ?? '' }),
];
