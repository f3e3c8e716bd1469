export { AuditTrail, type AuditTrailProps } from './AuditTrail';
