/** Page-wide options (`window.AcademyConfig` or the `#academy-config` JSON block) an embedding page can set before the elements load. */
export interface AcademyGlobalConfig {
  /** API host; the client adds `/backend/`. An element's `api-base` attribute wins over it. */
  apiBase?: string;
  /** Script URL of the third-party chat widget; the widget stays off while this is empty. */
  chatWidgetUrl?: string;
}

declare global {
  interface Window {
    AcademyConfig?: AcademyGlobalConfig;
  }
}
