export { StaffLogin, type StaffLoginProps } from './StaffLogin';
