export { PartnerContractForm, type PartnerContractFormProps } from './PartnerContractForm';
