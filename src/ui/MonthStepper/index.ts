export { MonthStepper, type MonthStepperProps } from './MonthStepper';
