import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { placeMenu } from '../../../core/dom/menu-placement';
import { useI18n } from '../../ui/use-i18n';

export type RowAction = 'edit' | 'view';
const ACTIONS: readonly RowAction[] = ['edit', 'view'];

/**
 * §2 the row menu (Edit, View) in the WAI-ARIA menu-button pattern: Enter, Space or ArrowDown opens it on the first
 * item, arrows move, Escape or Tab closes it and focus returns to the button. The list lives in the top layer
 * (popover), so the table's scrolling body never clips it; its place comes from the button's box via CSSOM, flipped
 * or shifted to stay inside the window.
 */
export function RowMenu({ name, onAction }: { name: string; onAction: (action: RowAction) => void }) {
  const { t } = useI18n();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<number | null>(null);

  useLayoutEffect(() => {
    const menu = list.current;
    const trigger = button.current;
    if (open === null || !menu || !trigger) return;
    if (!menu.matches(':popover-open')) menu.showPopover?.();
    // Measured once shown: it flips above its button or shifts to stay inside the window (Shoelace's flip and shift).
    const size = menu.getBoundingClientRect();
    const rtl = getComputedStyle(trigger).direction === 'rtl';
    const place = placeMenu(
      trigger.getBoundingClientRect(),
      size,
      { width: document.documentElement.clientWidth, height: window.innerHeight },
      rtl,
    );
    menu.style.setProperty('--menu-top', `${place.top}px`);
    menu.style.setProperty('--menu-left', `${place.left}px`);
    menu.querySelectorAll<HTMLElement>('[role="menuitem"]')[open]?.focus();
  }, [open]);

  useEffect(() => {
    if (open === null) return;
    const close = (event: Event) => {
      if (!event.composedPath().some((node) => node === list.current || node === button.current)) setOpen(null);
    };
    document.addEventListener('pointerdown', close, true);
    return () => document.removeEventListener('pointerdown', close, true);
  }, [open]);

  const shut = (refocus: boolean) => {
    setOpen(null);
    if (refocus) button.current?.focus();
  };

  const choose = (action: RowAction) => {
    shut(true);
    onAction(action);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowUp' ? ACTIONS.length - 1 : 0);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const current = open ?? 0;
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: ACTIONS.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setOpen((moves[event.key]! + ACTIONS.length) % ACTIONS.length);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      shut(true);
    } else if (event.key === 'Tab') shut(false);
  };

  return (
    <div className="row-menu">
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open !== null ? id : undefined}
        aria-label={t('batch.attendance.menu.label', { name })}
        onClick={() => (open === null ? setOpen(0) : shut(false))}
        onKeyDown={onButtonKey}
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {open !== null && (
        <div
          ref={list}
          id={id}
          role="menu"
          popover="manual"
          className="row-menu-list"
          aria-label={t('batch.attendance.menu.label', { name })}
          onKeyDown={onMenuKey}
        >
          {ACTIONS.map((action, index) => (
            <button
              key={action}
              type="button"
              role="menuitem"
              tabIndex={index === open ? 0 : -1}
              className="row-menu-item"
              data-action={action}
              onClick={() => choose(action)}
            >
              {t(`batch.attendance.menu.${action}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
