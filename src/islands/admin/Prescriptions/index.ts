// EDI 접수·입력: the queue and the record's entry screen. Pages import each island from its own file (through this
// index the queue would load the entry screen's viewer and editor as well).
export { EdiQueue, type EdiQueueProps } from './EdiQueue';
export { EdiEntry, type EdiEntryProps } from './EdiEntry';
