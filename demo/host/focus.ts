/** The first element matching `selector` in `root`'s composed tree (open shadow roots included, its own first). */
function findDeep(root: Element | ShadowRoot, selector: string): HTMLElement | null {
  const own =
    root.querySelector<HTMLElement>(selector) ??
    (root instanceof Element && root.shadowRoot ? findDeep(root.shadowRoot, selector) : null);
  if (own) return own;
  for (const node of root.querySelectorAll('*')) {
    const found = node.shadowRoot ? findDeep(node.shadowRoot, selector) : null;
    if (found) return found;
  }
  return null;
}

/** The focused element inside open shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const WAIT_MS = 5000;
/** A feature element renders its heading after its lazy chunk; only then does the bare landmark do. */
const HEADING_GRACE_MS = 1000;
let generation = 0;

/**
 * Moves focus to the new screen's main heading (else its main landmark) once the element has rendered it, so a
 * keyboard or screen-reader user starts on the page they arrived at; a later navigation cancels an earlier wait.
 */
export function focusMain(screen: HTMLElement): void {
  const mine = ++generation;
  const started = performance.now();
  const attempt = () => {
    if (mine !== generation || !screen.isConnected) return;
    const waited = performance.now() - started;
    const target =
      findDeep(screen, 'h1') ?? (waited >= HEADING_GRACE_MS ? findDeep(screen, 'main, [role="main"]') : null);
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
      if (waited < WAIT_MS) requestAnimationFrame(() => keep(target));
      return;
    }
    if (waited < WAIT_MS) requestAnimationFrame(attempt);
  };
  // The page may still re-render while it settles (session, strings, the shell's slot): focus it dropped is placed
  // again, until the user acts (a click on plain text also leaves focus on the body, and must win).
  let userActed = false;
  const acted = () => (userActed = true);
  const INPUT = ['pointerdown', 'keydown'];
  for (const type of INPUT) document.addEventListener(type, acted, true);
  setTimeout(() => INPUT.forEach((type) => document.removeEventListener(type, acted, true)), WAIT_MS);
  const keep = (target: HTMLElement) => {
    if (mine !== generation || !screen.isConnected || userActed) return;
    if (document.activeElement === document.body) return attempt();
    // A slow screen (a loaded machine, a slow network) shows its heading after the landmark took focus: move up to it.
    if (target.localName !== 'h1' && deepActive() === target && findDeep(screen, 'h1')) return attempt();
    if (performance.now() - started < WAIT_MS) requestAnimationFrame(() => keep(target));
  };
  requestAnimationFrame(attempt);
}
