// 운영자 관리: the staff list, the new account's form (and its one-time link) and an account's page.
// Pages import each island from its own file: Astro hydrates the module a page names, and through this index each
// screen would load the other two as well.
export { StaffList, type StaffListProps } from './StaffList';
export { StaffForm, type StaffFormProps } from './StaffForm';
export { StaffPage, type StaffPageProps } from './StaffPage';
