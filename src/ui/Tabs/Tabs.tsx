import type { ReactNode } from 'react';
import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import { cx } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';

export type TabItem = { value: string; label: ReactNode; content: ReactNode; disabled?: boolean };

export type TabsProps = {
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list. */
  'aria-label'?: string;
  /** `manual`: arrow keys move focus, Enter/Space selects. Default `automatic`. */
  activationMode?: 'automatic' | 'manual';
  /** Render every panel up front (default: only the selected one is mounted). */
  keepMounted?: boolean;
  className?: string;
};

/** In-page tabs on Ark Tabs (roving focus, arrows/Home/End). For navigation between pages use LinkTabs. */
export function Tabs({ items, value, defaultValue, onValueChange, activationMode, keepMounted, className, ...aria }: TabsProps) {
  const classes = tabs();
  return (
    <ArkTabs.Root
      className={cx(classes.root, className)}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(d) => onValueChange?.(d.value)}
      activationMode={activationMode}
      lazyMount={!keepMounted}
      unmountOnExit={!keepMounted}
    >
      <ArkTabs.List className={classes.list} aria-label={aria['aria-label']}>
        {items.map((item) => (
          <ArkTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={classes.trigger}>
            {item.label}
          </ArkTabs.Trigger>
        ))}
        <ArkTabs.Indicator className={classes.indicator} />
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={classes.content}>
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
