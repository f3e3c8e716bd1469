export { EdiEntry, type EdiEntryProps } from './EdiEntry';
