export { Compliance, type ComplianceProps } from './Compliance';
export { loadCompliance, type ComplianceData } from './compliance-data';
