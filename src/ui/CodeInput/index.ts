export { CodeInput, countdownText, type CodeInputProps } from './CodeInput';
