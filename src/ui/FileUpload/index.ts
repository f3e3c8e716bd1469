export { FileUpload, type FileUploadProps } from './FileUpload';
export { toNfcFile, nfcName, formatFileSize } from './nfc';
