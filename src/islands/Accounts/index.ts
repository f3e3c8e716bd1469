export { SignupForm } from './SignupForm';
export { AccountRecovery, type AccountRecoveryProps } from './AccountRecovery';
