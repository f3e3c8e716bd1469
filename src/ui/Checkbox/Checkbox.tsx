import type { ReactNode } from 'react';
import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { cx } from 'styled-system/css';
import { checkbox, type CheckboxVariantProps } from 'styled-system/recipes';
import { CheckIcon, MinusIcon } from '../icons';

export type CheckboxProps = CheckboxVariantProps & {
  /** Visible label (the accessible name). */
  children?: ReactNode;
  /** Use when there is no visible label. */
  'aria-label'?: string;
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean | 'indeterminate') => void;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  name?: string;
  value?: string;
  className?: string;
};

/** A checkbox with its label (Ark Checkbox: native input underneath, Space toggles). */
export function Checkbox({
  size,
  children,
  checked,
  defaultChecked,
  onCheckedChange,
  className,
  'aria-label': ariaLabel,
  ...rest
}: CheckboxProps) {
  const classes = checkbox({ size });
  return (
    <ArkCheckbox.Root
      className={cx(classes.root, className)}
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={(d) => onCheckedChange?.(d.checked)}
      {...rest}
    >
      <ArkCheckbox.Control className={classes.control}>
        <ArkCheckbox.Indicator className={classes.indicator}>
          <CheckIcon strokeWidth={3} />
        </ArkCheckbox.Indicator>
        <ArkCheckbox.Indicator indeterminate className={classes.indicator}>
          <MinusIcon strokeWidth={3} />
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      {children != null ? <ArkCheckbox.Label className={classes.label}>{children}</ArkCheckbox.Label> : null}
      <ArkCheckbox.HiddenInput aria-label={ariaLabel} />
    </ArkCheckbox.Root>
  );
}

export type CheckboxGroupProps = {
  /** Legend of the group. */
  label: ReactNode;
  options: { value: string; label: ReactNode; disabled?: boolean }[];
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  name?: string;
  disabled?: boolean;
  className?: string;
};

/** Several checkboxes sharing one value array, in a fieldset with a legend. */
export function CheckboxGroup({ label, options, value, defaultValue, onValueChange, name, disabled, className }: CheckboxGroupProps) {
  const classes = checkbox();
  return (
    <fieldset className={cx(classes.group, className)} disabled={disabled}>
      <legend className={classes.label}>{label}</legend>
      <ArkCheckbox.Group
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        name={name}
        disabled={disabled}
        className={classes.group}
      >
        {options.map((o) => (
          <Checkbox key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </Checkbox>
        ))}
      </ArkCheckbox.Group>
    </fieldset>
  );
}
