import { atom } from 'nanostores';
import type { AcademyGlobalConfig } from './global-config';

export type { AcademyGlobalConfig };

export interface AcademyConfig {
  apiBase: string;
  chatWidgetUrl: string | null;
}

function pageOrigin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

/** Normalises an API host: trims trailing slashes and a trailing `/backend`, since the client adds it. */
export function normaliseApiBase(value: string): string {
  return value
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/backend$/, '');
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
const CONFIG_ELEMENT_SELECTOR = 'script[type="application/json"]#academy-config';

/** `<script type="application/json" id="academy-config">{ "apiBase": … }</script>`; a bad block is ignored with a warning. */
function readConfigElement(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): AcademyGlobalConfig {
  const text = doc?.querySelector(CONFIG_ELEMENT_SELECTOR)?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const { apiBase, chatWidgetUrl } = value as Record<string, unknown>;
      return {
        ...(typeof apiBase === 'string' && { apiBase }),
        ...(typeof chatWidgetUrl === 'string' && { chatWidgetUrl }),
      };
    }
  } catch {
    // Reported below like any other unusable block.
  }
  console.warn('[academy] ignoring #academy-config: not a JSON object');
  return {};
}

/** A usable API host, normalised; else undefined, with one console warning naming where it came from. */
function checkedApiBase(value: string | null | undefined, source: string): string | undefined {
  if (!value) return undefined;
  if (isValidApiBase(value)) return normaliseApiBase(value);
  console.warn(`[academy] ignoring invalid ${source} "${value}"`);
  return undefined;
}

/** Config from the `#academy-config` JSON block or `window.AcademyConfig` (the block wins), else the page's origin. */
export function initialConfig(): AcademyConfig {
  const global = { ...(typeof window === 'undefined' ? undefined : window.AcademyConfig), ...readConfigElement() };
  return {
    apiBase: checkedApiBase(global.apiBase, 'apiBase') ?? normaliseApiBase(pageOrigin()),
    chatWidgetUrl: global.chatWidgetUrl || null,
  };
}

export const $config = atom<AcademyConfig>(initialConfig());

/** An element's `api-base` attribute wins over the global config; a bad value is ignored with a warning. */
export function setApiBase(value: string | null | undefined): void {
  const apiBase = checkedApiBase(value, 'api-base');
  if (apiBase && $config.get().apiBase !== apiBase) $config.set({ ...$config.get(), apiBase });
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
