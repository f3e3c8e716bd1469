import { Textarea } from '../../ui/Textarea';
import { htmlToText, textToHtml } from '../../lib/rich-text';

// Interim body field until the kit's rich-text editor lands: plain text kept as paragraphs of HTML.

export interface NoticeBodyProps {
  defaultValue: string;
  onChange: (html: string) => void;
  errorText?: string;
  uploadImage?: (file: File, onProgress: (fraction: number) => void) => Promise<{ id: number; url: string }>;
}

export function NoticeBody({ defaultValue, onChange, errorText }: NoticeBodyProps) {
  return (
    <Textarea
      label="내용"
      name="content"
      required
      rows={12}
      defaultValue={htmlToText(defaultValue)}
      onChange={(e) => onChange(textToHtml(e.target.value))}
      errorText={errorText}
    />
  );
}
