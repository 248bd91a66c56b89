// Checks for the reduced-motion and forced-colours test (#37, WCAG 2.3.3 and 1.4.11 / 2.4.7 in forced colours).
import type { emulateMedia } from '@web/test-runner-commands';
import { deepActiveElement, realInput } from '../support/helpers';

/** The longest motion allowed under `prefers-reduced-motion: reduce`, in seconds (the shared rule sets 0.01 ms). */
const SHORT = 0.01;

/** Durations in a computed `transition-duration` / `animation-duration` list, in seconds. */
function seconds(list: string): number[] {
  return list.split(',').map((part) => {
    const value = part.trim();
    return value.endsWith('ms') ? parseFloat(value) / 1000 : parseFloat(value);
  });
}

/** Every element in `root` and in the open shadow roots below it (Shoelace's parts included). */
function elementsIn(root: ParentNode): Element[] {
  const found: Element[] = [];
  for (const node of root.querySelectorAll('*')) {
    found.push(node);
    if (node.shadowRoot) found.push(...elementsIn(node.shadowRoot));
  }
  return found;
}

const label = (node: Element, pseudo: string) =>
  `${node.localName}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ').join('.')}` : ''}${pseudo}`;

/**
 * What still moves in `host` under reduced motion: a transition or animation longer than 0.01 s on an element or its
 * ::before / ::after, or a running animation. A spinner may turn (slowly); its busy state is also in words.
 */
export function motionIn(host: Element): string[] {
  const moving: string[] = [];
  for (const node of elementsIn(host.shadowRoot ?? host)) {
    for (const pseudo of ['', '::before', '::after']) {
      const style = getComputedStyle(node, pseudo || null);
      if (Math.max(...seconds(style.transitionDuration)) > SHORT) moving.push(`${label(node, pseudo)} transition`);
      const animated = style.animationName !== 'none';
      if (animated && node.classList.contains('spinner')) continue;
      if (animated && Math.max(...seconds(style.animationDuration)) > SHORT)
        moving.push(`${label(node, pseudo)} animation ${style.animationName}`);
    }
  }
  const running = (host.shadowRoot ?? document)
    .getAnimations()
    .filter((animation) => animation.playState === 'running')
    .filter((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0) > SHORT * 1000)
    .filter((animation) => !(animation.effect as KeyframeEffect | null)?.target?.classList.contains('spinner'));
  return [
    ...moving,
    ...running.map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return `running ${animation.constructor.name} on ${target ? label(target, '') : 'nothing'}`;
    }),
  ];
}

type Media = Parameters<typeof emulateMedia>[0];

export async function emulate(media: Media): Promise<void> {
  await (await realInput()).emulateMedia(media);
}

export async function resetMedia(): Promise<void> {
  await emulate({ reducedMotion: 'no-preference', forcedColors: 'none' });
}

/**
 * Tabs from the page's start through the first `presses` stops inside `host` and returns, for each, the focused
 * control and its outline style; a control with no visible outline in forced colours has lost its focus indicator.
 */
export async function focusOutlines(host: Element, presses = 4): Promise<{ control: string; outline: string }[]> {
  const { sendKeys } = await realInput();
  (document.activeElement as HTMLElement | null)?.blur();
  const seen: { control: string; outline: string }[] = [];
  for (let press = 0; press < presses * 3 && seen.length < presses; press += 1) {
    await sendKeys({ press: 'Tab' });
    const active = deepActiveElement();
    if (!active || !isInside(host, active)) continue;
    const style = getComputedStyle(active);
    const outline = `${style.outlineStyle} ${style.outlineWidth}`;
    seen.push({ control: label(active, ''), outline });
  }
  return seen;
}

/** Whether `node` sits in `host`'s light DOM or in any shadow root under it. */
function isInside(host: Element, node: Node): boolean {
  let at: Node | null = node;
  while (at) {
    if (at === host) return true;
    at = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null);
  }
  return false;
}

/** A drawn outline: a style other than none and a width above zero. */
export const visible = ({ outline }: { outline: string }) =>
  !outline.startsWith('none') && parseFloat(outline.split(' ')[1] ?? '0') > 0;
