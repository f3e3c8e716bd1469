import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field as ArkField } from '@ark-ui/react/field';
import { css, cx } from 'styled-system/css';
import { field, input, type InputVariantProps } from 'styled-system/recipes';
import { AlertIcon } from '../icons';

export type FieldProps = {
  /** Visible label (required for accessibility; use `hideLabel` to keep it for screen readers only). */
  label: ReactNode;
  hideLabel?: boolean;
  /** Help text under the control (linked with aria-describedby). Hidden while `errorText` shows. */
  helpText?: ReactNode;
  /** Error message; giving one also marks the field invalid. */
  errorText?: ReactNode;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Id of the control (Ark derives the label, help and error ids from it). */
  id?: string;
  className?: string;
  children?: ReactNode;
};

/**
 * The label / help / error frame of one form control, on Ark Field. The control inside (Ark Field.Input, Field.Textarea,
 * Select, Combobox, DatePicker…) picks up the ids, `required`, `disabled` and `aria-invalid` from it.
 */
export function Field({ label, hideLabel, helpText, errorText, invalid, required, disabled, readOnly, id, className, children }: FieldProps) {
  const classes = field();
  const isInvalid = invalid || (errorText != null && errorText !== false && errorText !== '');
  return (
    <ArkField.Root
      className={cx(classes.root, className)}
      invalid={isInvalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      ids={id ? { control: id } : undefined}
    >
      <ArkField.Label className={cx(classes.label, hideLabel && css({ srOnly: true }))}>
        {label}
        {required ? (
          <ArkField.RequiredIndicator className={classes.requiredIndicator} fallback={null}>
            <span aria-hidden="true">*</span>
          </ArkField.RequiredIndicator>
        ) : null}
      </ArkField.Label>
      {children}
      {helpText && !isInvalid ? <ArkField.HelperText className={classes.helperText}>{helpText}</ArkField.HelperText> : null}
      <ArkField.ErrorText className={classes.errorText}>
        <AlertIcon width={14} height={14} />
        {errorText}
      </ArkField.ErrorText>
    </ArkField.Root>
  );
}

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> &
  InputVariantProps & { ref?: Ref<HTMLInputElement> };

/** A bare text input box; inside a Field it is wired to the label, help and error text. */
export function Input({ size, className, ...rest }: InputProps) {
  return <ArkField.Input className={cx(input({ size }), className)} {...rest} />;
}

export type TextFieldProps = Omit<FieldProps, 'children' | 'className'> &
  Omit<InputProps, 'id' | 'disabled' | 'readOnly' | 'required'> & {
    /** Class of the field frame (the input takes `inputClassName`). */
    className?: string;
    inputClassName?: string;
  };

/** Text input with label, help text and error text (Ark Field). `required` marks it with * and aria-required. */
export function TextField({
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
  inputClassName,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field {...{ label, hideLabel, helpText, errorText, invalid, required, disabled, readOnly, id, className }}>
      <Input className={inputClassName} {...inputProps} />
    </Field>
  );
}
