import type { RefObject } from 'react';
import { button } from 'styled-system/recipes';
import { MenuButton, type MenuButtonItem } from '../../ui/MenuButton';
import { useHydrated } from '../shared/use-hydrated';
import { MoreIcon } from './icons';

export type ActionItem = MenuButtonItem;

export interface ActionMenuProps {
  /** The ⋯ button's accessible name (게시글 메뉴, 댓글 메뉴). */
  label: string;
  items: ActionItem[];
  onSelect: (value: string) => void;
  size?: 'sm' | 'md';
  /** The ⋯ button, for focus to come back to after an inline edit. */
  triggerRef?: RefObject<HTMLButtonElement | null>;
  /** Names the ⋯ button in the page (`data-menu-trigger`), for focus to come back to after a dialog. */
  menuId: string;
}

/**
 * The ⋯ menu of a post or a comment: the kit's light MenuButton (the Ark Menu put the post page at 126 KiB of
 * JavaScript against 110). Disabled until the island runs, so a click before hydration is never lost silently.
 */
export function ActionMenu({ label, items, onSelect, size = 'md', triggerRef, menuId }: ActionMenuProps) {
  const hydrated = useHydrated();
  return (
    <MenuButton
      label={label}
      items={items}
      onSelect={onSelect}
      disabled={!hydrated}
      buttonRef={triggerRef}
      buttonClassName={button({ variant: 'ghost', tone: 'neutral', size, iconOnly: true })}
      buttonProps={{ 'data-menu-trigger': menuId }}
    >
      <MoreIcon />
    </MenuButton>
  );
}

/** 수정 / 삭제 for the author, 신고 / 차단 for everyone else (신고 완료, disabled, once reported). */
export function authorItems(mine: boolean, reported: boolean, editHref?: string): ActionItem[] {
  if (mine) {
    return [
      editHref ? { value: 'edit', label: '수정하기', href: editHref } : { value: 'edit', label: '수정하기' },
      { value: 'delete', label: '삭제하기', tone: 'danger' },
    ];
  }
  return [
    reported ? { value: 'report', label: '신고 완료', disabled: true } : { value: 'report', label: '신고하기', tone: 'danger' },
    { value: 'block', label: '차단하기', tone: 'danger' },
  ];
}

/**
 * Focus back on a ⋯ button once a dialog it opened has closed: after React has removed the dialog and the dialog's
 * own focus restore (to the menu item it opened from, gone by then) has run.
 */
export function focusMenu(menuId: string) {
  const focus = () => document.querySelector<HTMLElement>(`[data-menu-trigger="${menuId}"]`)?.focus();
  setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(focus)));
}
