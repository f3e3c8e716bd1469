export { NoticeEditor, type NoticeEditorProps } from './NoticeEditor';
