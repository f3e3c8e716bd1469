export { Select, enumOptions, type SelectProps, type SelectOption } from './Select';
