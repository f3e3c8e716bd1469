export { StaffSecurity, type StaffSecurityProps } from './StaffSecurity';
