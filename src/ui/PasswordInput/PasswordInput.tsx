import type { InputHTMLAttributes, Ref } from 'react';
import { PasswordInput as ArkPasswordInput } from '@ark-ui/react/password-input';
import { cx } from 'styled-system/css';
import { input, passwordInput, type InputVariantProps } from 'styled-system/recipes';
import { Field, useFieldDescribedBy, type FieldProps } from '../TextField/TextField';
import { EyeIcon, EyeOffIcon } from '../icons';

const translations = { visibilityTrigger: (visible: boolean) => (visible ? '비밀번호 숨기기' : '비밀번호 보기') };

export type PasswordInputProps = Omit<FieldProps, 'children' | 'className'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'id' | 'disabled' | 'readOnly' | 'required' | 'type'> &
  InputVariantProps & {
    /** Show the password at first. */
    defaultVisible?: boolean;
    /** `current-password` (default, login) or `new-password` (sign-up, change). */
    autoComplete?: 'current-password' | 'new-password';
    className?: string;
    ref?: Ref<HTMLInputElement>;
  };

function Control({ size, defaultVisible, autoComplete, ...inputProps }: Omit<PasswordInputProps, keyof FieldProps>) {
  const classes = passwordInput();
  const describedBy = useFieldDescribedBy();
  return (
    <ArkPasswordInput.Root className={classes.root} defaultVisible={defaultVisible} autoComplete={autoComplete} translations={translations}>
      <ArkPasswordInput.Control className={classes.control}>
        <ArkPasswordInput.Input className={cx(input({ size }), classes.input)} aria-describedby={describedBy} {...inputProps} />
        <ArkPasswordInput.VisibilityTrigger className={classes.visibilityTrigger}>
          <ArkPasswordInput.Indicator className={classes.indicator} fallback={<EyeIcon />}>
            <EyeOffIcon />
          </ArkPasswordInput.Indicator>
        </ArkPasswordInput.VisibilityTrigger>
      </ArkPasswordInput.Control>
    </ArkPasswordInput.Root>
  );
}

/** Password field with label, help/error text and an eye toggle labelled 비밀번호 보기 / 비밀번호 숨기기. */
export function PasswordInput({
  label,
  hideLabel,
  helpText,
  errorText,
  invalid,
  required,
  disabled,
  readOnly,
  id,
  className,
  ...controlProps
}: PasswordInputProps) {
  return (
    <Field {...{ label, hideLabel, helpText, errorText, invalid, required, disabled, readOnly, id, className }}>
      <Control {...controlProps} />
    </Field>
  );
}
