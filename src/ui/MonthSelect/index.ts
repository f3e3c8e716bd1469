export { MonthSelect, type MonthSelectProps } from './MonthSelect';
