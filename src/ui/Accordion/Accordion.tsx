import type { ReactNode } from 'react';
import { Accordion as ArkAccordion } from '@ark-ui/react/accordion';
import { cx } from 'styled-system/css';
import { accordion } from 'styled-system/recipes';
import { ChevronDownIcon } from '../icons';

export type AccordionItem = { value: string; title: ReactNode; content: ReactNode; disabled?: boolean };

export type AccordionProps = {
  items: AccordionItem[];
  /** Several sections open at once. */
  multiple?: boolean;
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** Heading level wrapping each trigger (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
};

/** Expandable sections (FAQ) on Ark Accordion: buttons inside headings, arrows/Home/End between triggers. */
export function Accordion({ items, multiple, value, defaultValue, onValueChange, headingLevel = 3, className }: AccordionProps) {
  const classes = accordion();
  const Heading = `h${headingLevel}` as const;
  return (
    <ArkAccordion.Root
      className={cx(classes.root, className)}
      multiple={multiple}
      collapsible
      value={value}
      defaultValue={defaultValue}
      onValueChange={(d) => onValueChange?.(d.value)}
      lazyMount
      unmountOnExit
    >
      {items.map((item) => (
        <ArkAccordion.Item key={item.value} value={item.value} disabled={item.disabled} className={classes.item}>
          <Heading className={classes.heading}>
            <ArkAccordion.ItemTrigger className={classes.itemTrigger}>
              {item.title}
              <ArkAccordion.ItemIndicator className={classes.itemIndicator}>
                <ChevronDownIcon />
              </ArkAccordion.ItemIndicator>
            </ArkAccordion.ItemTrigger>
          </Heading>
          <ArkAccordion.ItemContent className={classes.itemContent}>{item.content}</ArkAccordion.ItemContent>
        </ArkAccordion.Item>
      ))}
    </ArkAccordion.Root>
  );
}
