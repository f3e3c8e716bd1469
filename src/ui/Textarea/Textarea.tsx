import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field as ArkField } from '@ark-ui/react/field';
import { cx } from 'styled-system/css';
import { textarea, type TextareaVariantProps } from 'styled-system/recipes';
import { Field, useFieldDescribedBy, type FieldProps } from '../TextField/TextField';

export type TextareaProps = Omit<FieldProps, 'children' | 'className'> &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'disabled' | 'readOnly' | 'required'> &
  TextareaVariantProps & {
    /** Shows "n / max" under the box when maxLength is set. */
    showCount?: boolean;
    className?: string;
    textareaClassName?: string;
    ref?: Ref<HTMLTextAreaElement>;
  };

function Control({
  resize,
  className,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & TextareaVariantProps & { ref?: Ref<HTMLTextAreaElement> }) {
  const describedBy = useFieldDescribedBy();
  return <ArkField.Textarea className={cx(textarea({ resize }), className)} aria-describedby={describedBy} {...rest} />;
}

/** Multi-line text with label, help and error text (wraps; Korean breaks at words). */
export function Textarea({
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
  textareaClassName,
  showCount,
  ...rest
}: TextareaProps) {
  const length = typeof rest.value === 'string' ? rest.value.length : undefined;
  const count =
    showCount && rest.maxLength && length !== undefined
      ? `${length.toLocaleString('ko-KR')} / ${rest.maxLength.toLocaleString('ko-KR')}자`
      : null;
  return (
    <Field
      {...{ label, hideLabel, invalid, required, disabled, readOnly, id, className, errorText }}
      helpText={
        count ? (
          helpText ? (
            <>
              {helpText} · {count}
            </>
          ) : (
            count
          )
        ) : (
          helpText
        )
      }
    >
      <Control className={textareaClassName} {...rest} />
    </Field>
  );
}
