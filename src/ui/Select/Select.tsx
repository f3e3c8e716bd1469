import { useMemo } from 'react';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { Portal } from '@ark-ui/react/portal';
import { select, type SelectVariantProps } from 'styled-system/recipes';
import { Field, type FieldProps } from '../TextField/TextField';
import { CheckIcon, ChevronDownIcon } from '../icons';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<FieldProps, 'children'> &
  SelectVariantProps & {
    options: SelectOption[];
    /** Controlled value (`null` = nothing chosen). */
    value?: string | null;
    defaultValue?: string | null;
    onValueChange?: (value: string | null) => void;
    /** Shown while nothing is chosen. Default 선택해주세요. */
    placeholder?: string;
    /** Form field name (a hidden native select carries the value). */
    name?: string;
  };

/** Choose one option from a list (Ark Select): keyboard (arrows, typeahead, Enter/Escape), label/help/error. */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = '선택해주세요',
  name,
  size,
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
}: SelectProps) {
  const classes = select({ size });
  const collection = useMemo(
    () =>
      createListCollection({
        items: options,
        itemToString: (o) => o.label,
        itemToValue: (o) => o.value,
        isItemDisabled: (o) => !!o.disabled,
      }),
    [options],
  );
  return (
    <Field {...{ label, hideLabel, helpText, errorText, invalid, required, disabled, readOnly, id, className }}>
      <ArkSelect.Root
        className={classes.root}
        collection={collection}
        name={name}
        value={value === undefined ? undefined : value === null ? [] : [value]}
        defaultValue={defaultValue ? [defaultValue] : undefined}
        onValueChange={(d) => onValueChange?.(d.value[0] ?? null)}
        positioning={{ sameWidth: true, gutter: 4 }}
        lazyMount
        unmountOnExit
      >
        <ArkSelect.Control className={classes.control}>
          <ArkSelect.Trigger className={classes.trigger}>
            <ArkSelect.ValueText className={classes.valueText} placeholder={placeholder} />
            <ArkSelect.Indicator className={classes.indicator}>
              <ChevronDownIcon />
            </ArkSelect.Indicator>
          </ArkSelect.Trigger>
        </ArkSelect.Control>
        <Portal>
          <ArkSelect.Positioner className={classes.positioner}>
            <ArkSelect.Content className={classes.content}>
              {collection.items.map((item) => (
                <ArkSelect.Item key={item.value} item={item} className={classes.item}>
                  <ArkSelect.ItemText className={classes.itemText}>{item.label}</ArkSelect.ItemText>
                  <ArkSelect.ItemIndicator className={classes.itemIndicator}>
                    <CheckIcon />
                  </ArkSelect.ItemIndicator>
                </ArkSelect.Item>
              ))}
            </ArkSelect.Content>
          </ArkSelect.Positioner>
        </Portal>
        <ArkSelect.HiddenSelect />
      </ArkSelect.Root>
    </Field>
  );
}

/** Options from an enum of src/api/enums.ts (labels are never retyped): `enumOptions(BoardSortType)`. */
export function enumOptions<V extends string>(e: { values: readonly V[]; label: (v: V) => string }): SelectOption[] {
  return e.values.map((v) => ({ value: v, label: e.label(v) }));
}
