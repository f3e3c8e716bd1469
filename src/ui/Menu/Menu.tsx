import type { ReactNode } from 'react';
import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { cx } from 'styled-system/css';
import { menu } from 'styled-system/recipes';

const classes = menu();

export type MenuRootProps = ArkMenu.RootProps;
/** Menu state holder (Ark Menu.Root). Default placement: bottom-end. */
function Root({ positioning, ...props }: MenuRootProps) {
  return <ArkMenu.Root positioning={{ placement: 'bottom-end', gutter: 8, ...positioning }} {...props} />;
}

/** Wrap your own button: `<Menu.Trigger asChild><Button …/></Menu.Trigger>`. */
function Trigger(props: ArkMenu.TriggerProps) {
  return <ArkMenu.Trigger {...props} />;
}

export type MenuContentProps = ArkMenu.ContentProps & { portalled?: boolean };
/** The floating list (portalled, positioned). */
function Content({ className, portalled = true, ...props }: MenuContentProps) {
  const content = (
    <ArkMenu.Positioner className={classes.positioner}>
      <ArkMenu.Content className={cx(classes.content, className)} {...props} />
    </ArkMenu.Positioner>
  );
  return portalled ? <Portal>{content}</Portal> : content;
}

export type MenuItemProps = ArkMenu.ItemProps & { tone?: 'default' | 'danger'; icon?: ReactNode };
/** One command. For navigation use `asChild` with an <a href>; `onSelect` for actions. */
function Item({ className, tone, icon, children, asChild, ...props }: MenuItemProps) {
  return (
    <ArkMenu.Item className={cx(classes.item, className)} data-tone={tone} asChild={asChild} {...props}>
      {asChild ? (
        children
      ) : (
        <>
          {icon}
          {children}
        </>
      )}
    </ArkMenu.Item>
  );
}

function ItemGroup(props: ArkMenu.ItemGroupProps) {
  return <ArkMenu.ItemGroup className={classes.itemGroup} {...props} />;
}
function ItemGroupLabel(props: ArkMenu.ItemGroupLabelProps) {
  return <ArkMenu.ItemGroupLabel className={classes.itemGroupLabel} {...props} />;
}
function Separator(props: ArkMenu.SeparatorProps) {
  return <ArkMenu.Separator className={classes.separator} {...props} />;
}

/**
 * Dropdown menu on Ark Menu (keyboard: arrows, Home/End, typeahead, Escape).
 * `<Menu.Root><Menu.Trigger asChild>…</Menu.Trigger><Menu.Content><Menu.Item value="…">…</Menu.Item></Menu.Content></Menu.Root>`
 */
export const Menu = { Root, Trigger, Content, Item, ItemGroup, ItemGroupLabel, Separator };
