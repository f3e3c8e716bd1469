import { useEffect } from 'react';
import { Combobox as ArkCombobox, useListCollection } from '@ark-ui/react/combobox';
import { useFilter } from '@ark-ui/react/locale';
import { Portal } from '@ark-ui/react/portal';
import { cx } from 'styled-system/css';
import { combobox, input, type InputVariantProps } from 'styled-system/recipes';
import { Field, useFieldDescribedBy, type FieldProps } from '../TextField/TextField';
import { CheckIcon, ChevronDownIcon, XIcon } from '../icons';

/** An option; options that name a `group` are listed under that group's heading, in the order the groups first appear. */
export type ComboboxOption = { value: string; label: string; disabled?: boolean; group?: string };

export type ComboboxProps = Omit<FieldProps, 'children'> &
  InputVariantProps & {
    options: ComboboxOption[];
    value?: string | null;
    defaultValue?: string | null;
    onValueChange?: (value: string | null) => void;
    /** Default 검색어를 입력해주세요. */
    placeholder?: string;
    /** Shown when the search matches nothing. Default 검색 결과가 없습니다. */
    emptyText?: string;
    name?: string;
  };

function Control({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = '검색어를 입력해주세요.',
  emptyText = '검색 결과가 없습니다.',
  name,
  size,
}: Omit<ComboboxProps, keyof FieldProps>) {
  const classes = combobox();
  const describedBy = useFieldDescribedBy();
  const { contains } = useFilter({ sensitivity: 'base', locale: 'ko-KR' });
  const { collection, filter, set } = useListCollection({
    initialItems: options,
    filter: contains,
    itemToString: (o) => o.label,
    itemToValue: (o) => o.value,
    isItemDisabled: (o) => !!o.disabled,
    groupBy: (o) => o.group ?? '',
  });
  useEffect(() => set(options), [options, set]);
  const renderItem = (item: ComboboxOption) => (
    <ArkCombobox.Item key={item.value} item={item} className={classes.item}>
      <ArkCombobox.ItemText className={classes.itemText}>{item.label}</ArkCombobox.ItemText>
      <ArkCombobox.ItemIndicator className={classes.itemIndicator}>
        <CheckIcon />
      </ArkCombobox.ItemIndicator>
    </ArkCombobox.Item>
  );

  return (
    <ArkCombobox.Root
      className={classes.root}
      collection={collection}
      name={name}
      value={value === undefined ? undefined : value === null ? [] : [value]}
      defaultValue={defaultValue ? [defaultValue] : undefined}
      onValueChange={(d) => onValueChange?.(d.value[0] ?? null)}
      onInputValueChange={(d) => filter(d.inputValue)}
      openOnClick
      positioning={{ sameWidth: true, gutter: 4 }}
      translations={{ triggerLabel: '목록 열기', clearTriggerLabel: '선택 지우기' }}
      lazyMount
      unmountOnExit
    >
      <ArkCombobox.Control className={classes.control}>
        <ArkCombobox.Input className={cx(input({ size }), classes.input)} placeholder={placeholder} aria-describedby={describedBy} />
        <ArkCombobox.ClearTrigger className={classes.clearTrigger}>
          <XIcon />
        </ArkCombobox.ClearTrigger>
        <ArkCombobox.Trigger className={classes.trigger}>
          <ChevronDownIcon />
        </ArkCombobox.Trigger>
      </ArkCombobox.Control>
      <Portal>
        <ArkCombobox.Positioner className={classes.positioner}>
          <ArkCombobox.Content className={classes.content}>
            {collection.items.length === 0 ? (
              // A disabled option rather than Ark's Empty part: a listbox must hold options (axe aria-required-children).
              <div role="option" aria-disabled="true" aria-selected="false" className={classes.empty}>
                {emptyText}
              </div>
            ) : null}
            {collection.group().map(([group, items]) =>
              group ? (
                <ArkCombobox.ItemGroup key={group} className={classes.itemGroup}>
                  <ArkCombobox.ItemGroupLabel className={classes.itemGroupLabel}>{group}</ArkCombobox.ItemGroupLabel>
                  {items.map(renderItem)}
                </ArkCombobox.ItemGroup>
              ) : (
                items.map(renderItem)
              ),
            )}
          </ArkCombobox.Content>
        </ArkCombobox.Positioner>
      </Portal>
    </ArkCombobox.Root>
  );
}

/** Searchable select (e.g. drug company): type to filter (Korean substring match), arrows + Enter to pick. */
export function Combobox({
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
  ...rest
}: ComboboxProps) {
  return (
    <Field {...{ label, hideLabel, helpText, errorText, invalid, required, disabled, readOnly, id, className }}>
      <Control {...rest} />
    </Field>
  );
}
