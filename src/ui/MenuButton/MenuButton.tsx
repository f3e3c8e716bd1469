import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { cx } from 'styled-system/css';
import { menu, menuButton } from 'styled-system/recipes';

export interface MenuButtonItem {
  value: string;
  label: ReactNode;
  /** Red text (삭제, 신고, 차단). */
  tone?: 'danger';
  /** Navigation instead of a command: the item is a link. */
  href?: string;
  /** Shown, focusable and announced, but does nothing (e.g. 신고 완료). */
  disabled?: boolean;
}

export interface MenuButtonProps {
  items: MenuButtonItem[];
  /** Called with the chosen item's value after the menu has closed and focus is back on the button. */
  onSelect?: (value: string) => void;
  /** The button: its children (usually an icon) and accessible name. */
  label: string;
  children: ReactNode;
  /** Classes of the button (e.g. the `button` recipe's icon-only look). */
  buttonClassName?: string;
  disabled?: boolean;
  /** The button element, for a caller that moves focus back to it. */
  buttonRef?: RefObject<HTMLButtonElement | null>;
  /** Extra attributes on the button (data-*, test ids). */
  buttonProps?: Record<`data-${string}`, string>;
  className?: string;
}

const look = menu();
const place = menuButton();

/**
 * A button that opens a short list of commands (the ARIA menu-button pattern) on plain elements, about 1 KiB: Enter,
 * Space or ↓ open it on the first item, ↑ on the last; ↑ ↓ Home End move, Escape closes with focus back on the button,
 * Tab closes, a click outside closes. The list wears the Ark Menu's look and its data-scope / data-part names. Use it
 * where an island must stay light; the Ark `Menu` where typeahead, groups and collision-aware positioning are worth
 * its ≈ 20 KiB.
 */
export function MenuButton({
  items,
  onSelect,
  label,
  children,
  buttonClassName,
  disabled,
  buttonRef,
  buttonProps,
  className,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const ownButton = useRef<HTMLButtonElement | null>(null);
  const button = buttonRef ?? ownButton;
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const show = (index: number) => {
    setActive((index + items.length) % items.length);
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const choose = (item: MenuButtonItem) => {
    if (item.disabled) return;
    close(true);
    if (!item.href) onSelect?.(item.value);
  };

  function onButtonKey(e: KeyboardEvent) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      show(e.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  }

  function onMenuKey(e: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: items.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      setActive((moves[e.key]! + items.length) % items.length);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div ref={root} className={cx(place.root, className)}>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className={buttonClassName}
        aria-label={label}
        data-scope="menu"
        data-part="trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onButtonKey}
        {...buttonProps}
      >
        {children}
      </button>
      {open ? (
        <div className={place.positioner} data-scope="menu" data-part="positioner">
          {/* eslint-disable-next-line jsx-a11y-x/interactive-supports-focus -- the items take focus, not the list */}
          <div
            role="menu"
            id={`${id}-menu`}
            aria-labelledby={`${id}-button`}
            className={look.content}
            data-scope="menu"
            data-part="content"
            onKeyDown={onMenuKey}
          >
            {items.map((item, i) => {
              const common = {
                ref: (el: HTMLElement | null) => {
                  itemRefs.current[i] = el;
                },
                role: 'menuitem',
                tabIndex: i === active ? 0 : -1,
                className: look.item,
                'data-scope': 'menu',
                'data-part': 'item',
                'data-tone': item.tone,
                'data-highlighted': i === active ? '' : undefined,
                'aria-disabled': item.disabled || undefined,
                onMouseEnter: () => setActive(i),
                onClick: () => choose(item),
              };
              return item.href && !item.disabled ? (
                <a key={item.value} href={item.href} {...common}>
                  {item.label}
                </a>
              ) : (
                <button key={item.value} type="button" {...common}>
                  {item.label}
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
    </div>
  );
}
