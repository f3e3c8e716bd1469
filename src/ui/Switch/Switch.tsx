import type { ReactNode } from 'react';
import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import { cx } from 'styled-system/css';
import { switchRecipe } from 'styled-system/recipes';

export type SwitchProps = {
  /** Visible label (the accessible name), e.g. 마케팅 정보 수신 (SMS). */
  children?: ReactNode;
  'aria-label'?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  value?: string;
  className?: string;
};

/** On/off setting that applies at once (Ark Switch; role="switch" on a native checkbox). */
export function Switch({ children, checked, defaultChecked, onCheckedChange, className, 'aria-label': ariaLabel, ...rest }: SwitchProps) {
  const classes = switchRecipe();
  return (
    <ArkSwitch.Root
      className={cx(classes.root, className)}
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={(d) => onCheckedChange?.(d.checked)}
      {...rest}
    >
      <ArkSwitch.Control className={classes.control}>
        <ArkSwitch.Thumb className={classes.thumb} />
      </ArkSwitch.Control>
      {children != null ? <ArkSwitch.Label className={classes.label}>{children}</ArkSwitch.Label> : null}
      <ArkSwitch.HiddenInput role="switch" aria-label={ariaLabel} />
    </ArkSwitch.Root>
  );
}
