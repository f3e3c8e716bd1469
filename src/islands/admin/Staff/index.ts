// 운영자 관리: the staff list, the new account's form (and its one-time link) and an account's page.
export { StaffList, type StaffListProps } from './StaffList';
export { StaffForm, type StaffFormProps } from './StaffForm';
export { StaffPage, type StaffPageProps } from './StaffPage';
