import { atom } from 'nanostores';
import type { Message } from '../locale/message';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'primary';

export interface Toast {
  id: number;
  variant: ToastVariant;
  message: Message;
  duration: number;
}

/** Default display time and the most toasts on screen at once (§2, §9). */
export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

export const $toasts = atom<Toast[]>([]);

/** A menu is open under the header (#29 item 13): toasts show at the foot of the window, clear of it. */
export const $toastsBelow = atom(false);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a toast; the oldest is dropped when more than three would be visible. */
export function pushToast(input: { variant: ToastVariant; message: Message; duration?: number }): number {
  const toast: Toast = { ...input, id: nextId++, duration: input.duration ?? TOAST_DURATION_MS };
  const next = [...$toasts.get(), toast];
  for (const dropped of next.slice(0, Math.max(0, next.length - MAX_VISIBLE_TOASTS))) clearTimer(dropped.id);
  $toasts.set(next.slice(-MAX_VISIBLE_TOASTS));
  if (!held) startTimer(toast);
  return toast.id;
}

let held = false;

/**
 * While the pointer or keyboard focus is on the toasts, none closes by itself (WCAG 2.2.1); on release each gets its
 * full time again.
 */
export function holdToasts(hold: boolean): void {
  if (hold === held) return;
  held = hold;
  if (hold) for (const id of [...timers.keys()]) clearTimer(id);
  else for (const toast of $toasts.get()) startTimer(toast);
}

function startTimer(toast: Toast): void {
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), toast.duration),
  );
}

export function dismissToast(id: number): void {
  clearTimer(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

function clearTimer(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}
