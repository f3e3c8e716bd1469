import type { ReactNode } from 'react';
import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group';
import { cx } from 'styled-system/css';
import { radioGroup } from 'styled-system/recipes';

export type RadioOption = { value: string; label: ReactNode; disabled?: boolean };

export type RadioGroupProps = {
  orientation?: 'vertical' | 'horizontal';
  /** Group label (accessible name of the radiogroup). */
  label: ReactNode;
  hideLabel?: boolean;
  options: RadioOption[];
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  className?: string;
};

/** One choice among a few (Ark RadioGroup): arrows move and select, Tab leaves the group. */
export function RadioGroup({
  orientation,
  label,
  hideLabel,
  options,
  value,
  defaultValue,
  onValueChange,
  className,
  ...rest
}: RadioGroupProps) {
  const classes = radioGroup({ orientation });
  return (
    <ArkRadioGroup.Root
      className={cx(classes.root, className)}
      orientation={orientation ?? 'vertical'}
      value={value}
      defaultValue={defaultValue}
      onValueChange={(d) => onValueChange?.(d.value)}
      {...rest}
    >
      <ArkRadioGroup.Label className={classes.label} hidden={hideLabel}>
        {label}
      </ArkRadioGroup.Label>
      {options.map((o) => (
        <ArkRadioGroup.Item key={o.value} value={o.value} disabled={o.disabled} className={classes.item}>
          <ArkRadioGroup.ItemControl className={classes.itemControl} />
          <ArkRadioGroup.ItemText className={classes.itemText}>{o.label}</ArkRadioGroup.ItemText>
          <ArkRadioGroup.ItemHiddenInput />
        </ArkRadioGroup.Item>
      ))}
    </ArkRadioGroup.Root>
  );
}
