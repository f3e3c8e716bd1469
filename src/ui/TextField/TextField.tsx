import { createContext, useContext, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Field as ArkField, useFieldContext } from '@ark-ui/react/field';
import { cx } from 'styled-system/css';
import { field, input, srOnly, type InputVariantProps } from 'styled-system/recipes';
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
export function Field({
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
  children,
}: FieldProps) {
  const classes = field();
  const hasError = errorText != null && errorText !== false && errorText !== '';
  const isInvalid = invalid || hasError;
  return (
    <ArkField.Root
      className={cx(classes.root, className)}
      invalid={isInvalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      id={id}
    >
      <ArkField.Label className={cx(classes.label, hideLabel && srOnly())}>
        {label}
        {required ? (
          <ArkField.RequiredIndicator className={classes.requiredIndicator} fallback={null}>
            <span aria-hidden="true">*</span>
          </ArkField.RequiredIndicator>
        ) : null}
      </ArkField.Label>
      <HasErrorText.Provider value={hasError}>{children}</HasErrorText.Provider>
      {helpText && !isInvalid ? <ArkField.HelperText className={classes.helperText}>{helpText}</ArkField.HelperText> : null}
      {hasError ? (
        <ArkField.ErrorText className={classes.errorText}>
          <AlertIcon width={14} height={14} />
          {errorText}
        </ArkField.ErrorText>
      ) : null}
    </ArkField.Root>
  );
}

const HasErrorText = createContext(false);

/**
 * aria-describedby for a control inside a Field: the help text and, while invalid, the error text (Ark only links
 * the error through aria-errormessage, which screen readers announce unreliably).
 */
export function useFieldDescribedBy(): string | undefined {
  const ctx = useFieldContext();
  const hasError = useContext(HasErrorText);
  if (!ctx) return undefined;
  const ids = [ctx.ariaDescribedby, hasError && ctx.invalid ? ctx.ids.errorText : undefined].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & InputVariantProps & { ref?: Ref<HTMLInputElement> };

/** A bare text input box; inside a Field it is wired to the label, help and error text. */
export function Input({ size, className, ...rest }: InputProps) {
  const describedBy = useFieldDescribedBy();
  return <ArkField.Input className={cx(input({ size }), className)} aria-describedby={describedBy} {...rest} />;
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
