export { StaffEnrol, type StaffEnrolProps } from './StaffEnrol';
