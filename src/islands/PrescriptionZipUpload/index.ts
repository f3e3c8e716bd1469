export { PrescriptionZipUpload, type PrescriptionZipUploadProps } from './PrescriptionZipUpload';
