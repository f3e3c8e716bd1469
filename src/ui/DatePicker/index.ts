export { DatePicker, MonthPicker, DATE_MIN, DATE_MAX, formatDay, formatMonth, type DatePickerProps } from './DatePicker';
