export { FileDrop, type FileDropProps } from './FileDrop';
export { FileDropItems, type FileDropItem } from './FileDropItems';
