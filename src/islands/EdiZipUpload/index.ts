export { EdiZipUpload, type EdiZipUploadProps } from './EdiZipUpload';
