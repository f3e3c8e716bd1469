import type { Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import {
  BoldIcon,
  BulletListIcon,
  HeadingIcon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  OrderedListIcon,
  QuoteIcon,
  RedoIcon,
  StrikeIcon,
  UnderlineIcon,
  UndoIcon,
} from './icons';

/** One toolbar button: a mark or block it toggles (aria-pressed) or an action. */
export interface Tool {
  key: string;
  label: string;
  icon: ReactNode;
  /** Marks and blocks: whether the selection has it (shown as aria-pressed). Actions have none. */
  active?: (editor: Editor) => boolean;
  /** Whether the action can run now (undo / redo); always when absent. */
  can?: (editor: Editor) => boolean;
  /** Absent for the tools the editor runs itself (`link`: a row to type the address; `image`: the file picker). */
  run?: (editor: Editor) => void;
}

const toggle = (key: string, label: string, icon: ReactNode, run: Tool['run'], active = (e: Editor) => e.isActive(key)) => ({
  key,
  label,
  icon,
  active,
  run,
});

/** The toolbar's groups, in order; the image button only where images can be uploaded. */
export const toolGroups = (withImages: boolean): Tool[][] => [
  [
    toggle('bold', '굵게', <BoldIcon />, (e) => e.chain().focus().toggleBold().run()),
    toggle('italic', '기울임', <ItalicIcon />, (e) => e.chain().focus().toggleItalic().run()),
    toggle('underline', '밑줄', <UnderlineIcon />, (e) => e.chain().focus().toggleUnderline().run()),
    toggle('strike', '취소선', <StrikeIcon />, (e) => e.chain().focus().toggleStrike().run()),
  ],
  [
    toggle(
      'heading2',
      '제목',
      <HeadingIcon level={2} />,
      (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
      (e) => e.isActive('heading', { level: 2 }),
    ),
    toggle(
      'heading3',
      '소제목',
      <HeadingIcon level={3} />,
      (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
      (e) => e.isActive('heading', { level: 3 }),
    ),
  ],
  [
    toggle('bulletList', '글머리 기호 목록', <BulletListIcon />, (e) => e.chain().focus().toggleBulletList().run()),
    toggle('orderedList', '번호 목록', <OrderedListIcon />, (e) => e.chain().focus().toggleOrderedList().run()),
    toggle('blockquote', '인용', <QuoteIcon />, (e) => e.chain().focus().toggleBlockquote().run()),
  ],
  [toggle('link', '링크', <LinkIcon />, undefined), ...(withImages ? [{ key: 'image', label: '이미지 넣기', icon: <ImageIcon /> }] : [])],
  [
    { key: 'undo', label: '실행 취소', icon: <UndoIcon />, can: (e) => e.can().undo(), run: (e) => e.chain().focus().undo().run() },
    { key: 'redo', label: '다시 실행', icon: <RedoIcon />, can: (e) => e.can().redo(), run: (e) => e.chain().focus().redo().run() },
  ],
];
