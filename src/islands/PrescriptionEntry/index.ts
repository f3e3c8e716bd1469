export { PrescriptionEntry, type PrescriptionEntryProps } from './PrescriptionEntry';
