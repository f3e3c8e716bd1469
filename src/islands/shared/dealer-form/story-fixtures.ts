import type { DrugCompany } from '../../../api/types';

// Sample data of the dealer form's stories (also the dealer screen's): a member's drug companies.
export const companies: DrugCompany[] = [
  { id: 1, code: 'HM', name: '한미약품' },
  { id: 2, code: 'CKD', name: '종근당' },
  { id: 3, code: 'YH', name: '유한양행' },
  { id: 4, code: 'DW', name: '대웅제약' },
  { id: 5, code: 'BR', name: '보령' },
];
