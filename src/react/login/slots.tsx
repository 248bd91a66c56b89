import { Fragment, type ReactNode } from 'react';
import type { MessageKey } from '../../core/locale/i18n';
import type { I18n } from '../ui/use-i18n';

/** A private-use character no dictionary text contains marks where a slot goes. */
const MARK = '\uE000';
const SPLIT = new RegExp(`${MARK}(\\d+)${MARK}`);

/**
 * A translated sentence with React nodes (links, a name) in its `{{placeholders}}`, so each language places them
 * and joins them to their neighbours its own way (Arabic "و{{privacy}}" has no space after the conjunction).
 */
export function withSlots(t: I18n['t'], key: MessageKey, slots: Record<string, ReactNode>): ReactNode[] {
  const names = Object.keys(slots);
  const params = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]));
  return t(key, params)
    .split(SPLIT)
    .map((piece, index) =>
      index % 2 ? <Fragment key={index}>{slots[names[Number(piece)] as string]}</Fragment> : piece,
    );
}
