import { atom } from 'nanostores';

/** Page-wide options an embedding page can set before the elements load. */
export interface AcademyGlobalConfig {
  apiBase?: string;
  /** Script URL of the third-party chat widget; the widget stays off while this is empty. */
  chatWidgetUrl?: string;
}

declare global {
  interface Window {
    AcademyConfig?: AcademyGlobalConfig;
  }
}

export interface AcademyConfig {
  apiBase: string;
  chatWidgetUrl: string | null;
}

function pageOrigin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

/** Normalises an API host: trims trailing slashes and a trailing `/backend`, since the client adds it. */
export function normaliseApiBase(value: string): string {
  return value.trim().replace(/\/+$/, '').replace(/\/backend$/, '');
}

export function isValidApiBase(value: string): boolean {
  try {
    const url = new URL(value, pageOrigin());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The JSON config block a page can carry instead of an inline script (a strict CSP allows data blocks). */
export const CONFIG_ELEMENT_SELECTOR = 'script[type="application/json"]#academy-config';

/** `<script type="application/json" id="academy-config">{ "apiBase": … }</script>`; a bad block is ignored with a warning. */
export function readConfigElement(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): AcademyGlobalConfig {
  const text = doc?.querySelector(CONFIG_ELEMENT_SELECTOR)?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      return {
        ...(typeof record.apiBase === 'string' ? { apiBase: record.apiBase } : {}),
        ...(typeof record.chatWidgetUrl === 'string' ? { chatWidgetUrl: record.chatWidgetUrl } : {}),
      };
    }
  } catch {
    // Reported below like any other unusable value.
  }
  console.warn('[academy] ignoring #academy-config: it is not a JSON object');
  return {};
}

/** Config from the `#academy-config` JSON block or `window.AcademyConfig` (the block wins), else the page's origin. */
export function initialConfig(): AcademyConfig {
  const global = { ...(typeof window === 'undefined' ? undefined : window.AcademyConfig), ...readConfigElement() };
  if (global.apiBase && !isValidApiBase(global.apiBase)) console.warn(`[academy] ignoring invalid apiBase "${global.apiBase}"`);
  const apiBase = global.apiBase && isValidApiBase(global.apiBase) ? global.apiBase : pageOrigin();
  return { apiBase: normaliseApiBase(apiBase), chatWidgetUrl: global.chatWidgetUrl || null };
}

export const $config = atom<AcademyConfig>(initialConfig());

/** An element's `api-base` attribute wins over the global config; a bad value is ignored with a warning. */
export function setApiBase(value: string | null | undefined): void {
  if (!value) return;
  if (!isValidApiBase(value)) {
    console.warn(`[academy] ignoring invalid api-base "${value}"`);
    return;
  }
  const apiBase = normaliseApiBase(value);
  if ($config.get().apiBase !== apiBase) $config.set({ ...$config.get(), apiBase });
}

/** An element's `api-base` attribute: applies it and returns the release that restores the previous host. */
export function claimApiBase(value: string | null | undefined): () => void {
  const before = $config.get().apiBase;
  setApiBase(value);
  const applied = $config.get().apiBase;
  if (applied === before) return () => {};
  return () => {
    if ($config.get().apiBase === applied) $config.set({ ...$config.get(), apiBase: before });
  };
}

/** The absolute `…/backend/` prefix every call goes through. */
export function backendUrl(config: AcademyConfig = $config.get()): string {
  return `${new URL(config.apiBase, pageOrigin()).href.replace(/\/+$/, '')}/backend/`;
}
