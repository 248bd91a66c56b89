// A deck has no pages to route to: the elements' requests to navigate open, switch or close the sign-in dialog.

/** The screens of `<academy-login>` the dialog shows, by the path an element asks for (`/auth/forgot-password`). */
const DIALOG_VIEWS = new Set(['login', 'signup', 'forgot-password', 'resend-verification', 'email-verification']);

/** Whether an element asked for a sign-in that has not happened yet (the trainer may close the dialog first). */
let signInPending = false;

/**
 * Handles `academy-navigate` for the deck: a sign-in page (a guest, a session that expired, or a link between the
 * sign-in screens) opens `dialog` on that screen of its `<academy-login>`; any other path — after signing in, the
 * login asks for the page it came from — closes it.
 */
export function routeSignIn(dialog: HTMLDialogElement): void {
  const login = dialog.querySelector('academy-login');
  if (!login) throw new Error('the sign-in dialog has no <academy-login>');
  document.addEventListener('academy-navigate', (event) => {
    event.preventDefault();
    const { pathname, searchParams } = new URL(event.detail.path, location.origin);
    signInPending = pathname.startsWith('/auth/');
    if (!signInPending) {
      if (dialog.open) dialog.close();
      return;
    }
    const view = pathname.split('/')[2] ?? '';
    login.setAttribute('view', DIALOG_VIEWS.has(view) ? view : 'login');
    const email = searchParams.get('email');
    if (email) login.setAttribute('email', email);
    if (!dialog.open) dialog.showModal();
  });
}

/** Opens the dialog again on a slide holding an element when the trainer closed it without signing in. */
export function askAgainOn(slide: Element, dialog: HTMLDialogElement): void {
  if (signInPending && !dialog.open && slide.querySelector('academy-lecture-qr')) dialog.showModal();
}

/** Whether the key was typed into a field: the page sees the element, so the field is the first of the event's path. */
function typedInField(event: KeyboardEvent): boolean {
  const [target] = event.composedPath();
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * reveal.js's `keyboardCondition`: the deck takes no key while the sign-in dialog is open or a field has the focus.
 * reveal.js looks for a focused field with `document.activeElement`, which is the element, not the field inside its
 * shadow root: without this, an "f" in the password would switch to full screen and a space turn the slide.
 */
export function deckTakesKey(dialog: HTMLDialogElement): (event: KeyboardEvent) => boolean {
  return (event) => !dialog.open && !typedInField(event);
}
