export { TextField, Field, Input, type TextFieldProps, type FieldProps, type InputProps } from './TextField';
