// A deck has no pages to route to: the elements' requests to navigate open or close the sign-in dialog instead.

/**
 * Handles `academy-navigate` for the deck: a request for a sign-in page (a guest, or a session that expired) opens
 * `dialog` with `<academy-login>`; any other (after signing in, the login asks for the page it came from) closes it.
 */
export function routeSignIn(dialog: HTMLDialogElement): void {
  document.addEventListener('academy-navigate', (event) => {
    event.preventDefault();
    if (event.detail.path.startsWith('/auth/')) {
      if (!dialog.open) dialog.showModal();
    } else if (dialog.open) {
      dialog.close();
    }
  });
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
