export { DealerForm, type DealerFormProps } from './DealerForm';
