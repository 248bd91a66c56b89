import {
  createElement,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type HTMLAttributes,
  type ReactElement,
  type Ref,
} from 'react';

/** The primitive an attribute takes; its value is checked against it before it reaches the element. */
export type AttributeKind = 'string' | 'number' | 'boolean';

/** `academy-course-progress` → `AcademyCourseProgress`. */
type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${Pascal<Tail>}`
  : Capitalize<S>;

/** One `on…` prop per event the element dispatches, called with the event and its typed `detail`. */
export type EventProps<Events extends keyof GlobalEventHandlersEventMap> = {
  [Name in Events as `on${Pascal<Name>}`]?: (event: GlobalEventHandlersEventMap[Name]) => void;
};

/**
 * A component's props: the element's attributes (camelCase, typed as the manifest types them), its events as
 * `onAcademy…` handlers, `ref` to the element itself, and the standard HTML props (`className`, `style`, `onClick`, …).
 */
export type AcademyComponentProps<
  Element extends HTMLElement,
  Attributes extends object,
  Events extends keyof GlobalEventHandlersEventMap,
> = Omit<HTMLAttributes<Element>, keyof Attributes | keyof EventProps<Events>> &
  Attributes &
  EventProps<Events> & { ref?: Ref<Element> };

/** A React component rendering one Academy element. */
export type AcademyComponent<
  Element extends HTMLElement,
  Attributes extends object,
  Events extends keyof GlobalEventHandlersEventMap,
> = ((props: AcademyComponentProps<Element, Attributes, Events>) => ReactElement) & { displayName: string };

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const handlerName = (event: string) =>
  `on${event.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase())}`;
/** Warned once per page for each element, prop and wrong type, not on every render. */
const warned = new Set<string>();

/** The attribute value a prop renders as, or undefined for none (absent, false, or of the wrong type). */
function attributeValue(tag: string, prop: string, kind: AttributeKind, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== kind) {
    const key = `${tag} ${prop} ${typeof value}`;
    if (!warned.has(key))
      console.warn(`[academy] <${tag}> ignoring ${kebab(prop)}: expected a ${kind}, got ${typeof value}`);
    warned.add(key);
    return undefined;
  }
  if (kind === 'boolean') return value ? '' : undefined;
  return String(value);
}

/**
 * A React component for one element, on the host's React. It renders the element's tag with kebab-case attributes,
 * so a server render is already right (`<academy-course course-id="101">`) and the element reads them on upgrade;
 * events are listened to on the element itself after every commit, because React 19 attaches a custom element's
 * `on…` listeners only on a client render, never on hydration (facebook/react#35446).
 */
export function createComponent<
  Element extends HTMLElement,
  Attributes extends object,
  Events extends keyof GlobalEventHandlersEventMap,
>(
  tag: string,
  // NoInfer: the types come from the declared component type, these lists are checked against it.
  attributes: NoInfer<{ readonly [Prop in keyof Attributes]-?: AttributeKind }>,
  events: readonly NoInfer<Events>[],
): AcademyComponent<Element, Attributes, Events> {
  const kinds = new Map<string, AttributeKind>(Object.entries(attributes));
  const handlers = new Map<string, string>(events.map((event) => [handlerName(event), event]));

  function Component({ ref, ...props }: AcademyComponentProps<Element, Attributes, Events>): ReactElement {
    const node = useRef<Element>(null);
    useImperativeHandle(ref, () => node.current as Element, []);
    const given = props as Record<string, unknown>;
    useLayoutEffect(() => {
      const element = node.current;
      if (!element) return;
      const listening: [string, EventListener][] = [];
      for (const [prop, event] of handlers) {
        const listener = given[prop];
        if (typeof listener === 'function') listening.push([event, listener as EventListener]);
      }
      for (const [event, listener] of listening) element.addEventListener(event, listener);
      return () => {
        for (const [event, listener] of listening) element.removeEventListener(event, listener);
      };
    });
    // The element reflects `lang` and `dir` onto itself once it runs: expected, not a mismatch with the server's HTML.
    const rendered: Record<string, unknown> = { suppressHydrationWarning: true, ref: node };
    for (const [prop, value] of Object.entries(given)) {
      const kind = kinds.get(prop);
      if (kind) rendered[kebab(prop)] = attributeValue(tag, prop, kind, value);
      else if (!handlers.has(prop)) rendered[prop] = value;
    }
    return createElement(tag, rendered);
  }
  Component.displayName = tag.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return Component;
}
