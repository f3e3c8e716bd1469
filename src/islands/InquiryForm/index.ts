export { InquiryForm, type InquiryFormProps } from './InquiryForm';
