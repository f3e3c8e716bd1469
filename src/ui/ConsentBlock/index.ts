export { ConsentBlock, noConsents, type ConsentBlockProps, type Consents } from './ConsentBlock';
