import r2wc from '@r2wc/react-to-web-component';
import { Suspense, lazy, type ComponentType } from 'react';
import { isBrandVariantId } from '../core/brand/variants';
import { keepOwnKeys } from '../core/dom/own-keys';
import { isValidApiBase } from '../core/config/config';
import type { LazyDictionary } from '../core/locale/i18n';
import { isLocale } from '../core/locale/locale-store';
import { ElementRoot, REFLECTED_LANG, type CommonElementProps } from '../react/ui/element-root';
import { useDictionary } from '../react/ui/use-i18n';
import { mountWithoutDocumentMark } from './document-mark';
import type { AcademyElementClass } from './element-types';

type AttributeType = 'string' | 'number' | 'boolean';

export interface ElementDefinition<P> {
  /** Loads the feature: each element's React code is its own lazy chunk. */
  load: () => Promise<{ default: ComponentType<P> }>;
  /** The feature's strings: only the shown language is loaded, alongside the feature's code. */
  dictionary: LazyDictionary;
  /** Feature attributes (camelCase props; attributes are their kebab-case). */
  attributes: { [K in keyof P]?: AttributeType };
  /** Accepts or rejects an attribute value; a rejected value is ignored with a console warning. */
  validate?: { [K in keyof P]?: (value: unknown) => boolean };
}

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');
const COMMON = { apiBase: 'string', brand: 'string' } as const;
/** A bad common attribute is ignored like any other: the element keeps its previous value. */
const COMMON_VALIDATORS = {
  apiBase: (value: unknown) => typeof value === 'string' && isValidApiBase(value),
  brand: isBrandVariantId,
};

const kebab = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);

type R2wcHost = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER]: () => void;
  [CONNECTED]: boolean;
  [REFLECTED_LANG]?: string;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
};

/**
 * Wraps a lazily loaded feature in the shared element root and turns it into a custom element class. Where there is
 * no DOM (server rendering, prerendering) it returns an inert class: `define()` skips it and nothing renders.
 */
export function createAcademyElement<P extends object>(definition: ElementDefinition<P>): AcademyElementClass<P> {
  if (typeof HTMLElement === 'undefined') return class {} as unknown as AcademyElementClass<P>;
  let code: ReturnType<typeof definition.load> | undefined;
  const loadCode = () => (code ??= definition.load());
  const Feature = lazy(loadCode) as unknown as ComponentType<Record<string, unknown>>;
  /** Code and strings load in parallel: the code is asked for before waiting on the strings. */
  function Loaded(props: Record<string, unknown>) {
    void loadCode();
    useDictionary(definition.dictionary);
    return <Feature {...props} />;
  }
  function Wrapper(props: CommonElementProps & Record<string, unknown>) {
    return (
      <ElementRoot {...props}>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </ElementRoot>
    );
  }
  const types = { ...COMMON, ...definition.attributes } as Record<string, AttributeType>;
  const validators = { ...COMMON_VALIDATORS, ...definition.validate } as Record<
    string,
    ((value: unknown) => boolean) | undefined
  >;
  const propOf = new Map(Object.keys(types).map((prop) => [kebab(prop), prop]));
  const Base = r2wc(Wrapper as ComponentType<object>, { shadow: 'open', props: types }) as unknown as {
    new (): R2wcHost;
    readonly observedAttributes: string[];
  };

  const accept = (prop: string, value: unknown, raw: string | null): boolean => {
    const check = validators[prop];
    if (!check || check(value)) return true;
    console.warn(`[academy] ignoring invalid ${kebab(prop)}="${raw ?? ''}"`);
    return false;
  };

  const AcademyElement = class extends Base {
    static override get observedAttributes(): string[] {
      return [...Base.observedAttributes, 'lang'];
    }

    constructor() {
      super();
      if (this.shadowRoot) keepOwnKeys(this.shadowRoot);
      // r2wc starts as "connected", so a created-but-never-attached element would mount React; wait for the DOM.
      this[CONNECTED] = false;
      // Silently here: attributeChangedCallback follows for every parsed attribute and warns once.
      for (const [prop, value] of Object.entries(this[PROPS])) {
        if (prop !== 'container' && validators[prop] && !validators[prop](value)) delete this[PROPS][prop];
      }
      this.readLang(this.getAttribute('lang'), false);
    }

    override connectedCallback(): void {
      // A property set before the tag was defined sits on the instance and hides the class's setter: re-set it through
      // the setter (the custom elements "upgrade property" step), so it is checked and rendered like any other. Here,
      // not in the constructor: an attribute set while upgrading reaches no attributeChangedCallback.
      const own = this as unknown as Record<string, unknown>;
      for (const prop of Object.keys(types)) {
        if (!Object.hasOwn(own, prop)) continue;
        const value = own[prop];
        delete own[prop];
        own[prop] = value;
      }
      mountWithoutDocumentMark(() => super.connectedCallback());
    }

    /**
     * Unmounts once the current script is done, unless the element is back by then. A host may remove the element
     * from inside the element's own React work (an academy-navigate listener that swaps the page, the event sent
     * from an effect): unmounting there, mid-commit, makes React throw (#177). A move in the DOM keeps its state.
     */
    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      if (name === 'lang') {
        if (value === null || value !== this[REFLECTED_LANG]) this.readLang(value);
        this[RENDER]();
        return;
      }
      const prop = propOf.get(name);
      if (!prop) return;
      if (value === null) {
        delete this[PROPS][prop];
        this[RENDER]();
        return;
      }
      // A present boolean attribute with no value (`<academy-shell dashboard-toggle>`) is true, as in HTML;
      // r2wc skips empty values, which left the prop unset (false).
      if (types[prop] === 'boolean' && value === '') {
        this[PROPS][prop] = true;
        this[RENDER]();
        return;
      }
      const parsed =
        types[prop] === 'number' ? Number(value) : types[prop] === 'boolean' ? /^[ty1-9]/i.test(value) : value;
      if (!accept(prop, parsed, value)) return;
      super.attributeChangedCallback(name, oldValue, value);
    }

    /** An author-set `lang` overrides the page locale for this element only; anything else is ignored. */
    private readLang(value: string | null, warn = true): void {
      if (value === null || value === '') delete this[PROPS].lang;
      else if (isLocale(value)) this[PROPS].lang = value;
      else if (warn) console.warn(`[academy] ignoring invalid lang="${value}"`);
    }
  };
  // A property set (React 19 sets a custom element's props by name) goes through its attribute, so it is checked,
  // parsed and rendered the same way; null or undefined removes it. r2wc's own setter kept a rejected value and wrote
  // `undefined` as the text "undefined".
  for (const [prop, type] of Object.entries(types)) {
    const attribute = kebab(prop);
    Object.defineProperty(AcademyElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcHost) {
        return this[PROPS][prop];
      },
      set(this: R2wcHost, value: unknown) {
        if (value === null || value === undefined || (type === 'boolean' && !value)) this.removeAttribute(attribute);
        else this.setAttribute(attribute, type === 'boolean' ? '' : String(value));
      },
    });
  }
  // r2wc defines a property per attribute at runtime; the declared type says so, which its own typings cannot.
  return AcademyElement as unknown as AcademyElementClass<P>;
}
