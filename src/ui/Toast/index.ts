export { Toaster, toaster } from './Toast';
