export { EdiZipUpload, type EdiZipUploadProps } from './EdiZipUpload';
export { ZipRules } from './ZipRules';
