import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';

export interface ModalProps {
  /** Id of the heading that names the dialog. */
  labelledBy: string;
  describedBy?: string | undefined;
  /** The dialog closed by Escape, a close button or (with `closeOnBackdrop`) a click outside. */
  onClose: () => void;
  /** False for a dialog that must stay until its work ends (loading): Escape is refused. */
  dismissible?: boolean;
  closeOnBackdrop?: boolean;
  part?: string;
  className?: string;
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}

/**
 * One accessible modal: a native `<dialog>` opened with showModal(), so the browser traps focus, makes the page
 * inert and closes it on Escape. Mount it to open it; unmounting closes it (focus returns where it was).
 */
export function Modal({
  labelledBy,
  describedBy,
  onClose,
  dismissible = true,
  closeOnBackdrop = false,
  part = 'dialog',
  className,
  data,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closed = () => latest.current.onClose();
    const cancel = (event: Event) => {
      if (!latest.current.dismissible) event.preventDefault();
    };
    dialog.addEventListener('close', closed);
    dialog.addEventListener('cancel', cancel);
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const opener = root.activeElement;
    if (!dialog.open) dialog.showModal();
    return () => {
      // Listeners go first: closing on unmount is not the user closing it.
      dialog.removeEventListener('close', closed);
      dialog.removeEventListener('cancel', cancel);
      if (dialog.open) dialog.close();
      // The browser gives focus back only from inside the dialog: one whose content changed (a saved form) lost it.
      const now = root.activeElement;
      const lost = now === null || now === document.body || dialog.contains(now);
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  // A click on the dialog box itself (not its content, which fills it) is a click on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    <dialog
      ref={ref}
      className={['modal', className ?? ''].join(' ').trim()}
      part={part}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClick={onClick}
      {...data}
    >
      <div className="modal-body">{children}</div>
    </dialog>
  );
}

/** Closes the nearest dialog the way Escape would, so `onClose` runs once. */
export function closeDialogOf(element: Element): void {
  element.closest('dialog')?.close();
}
