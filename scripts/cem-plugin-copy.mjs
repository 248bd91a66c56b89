// @ts-check
/**
 * Runs a manifest plugin on a copy of the manifest rewritten for it, so the committed manifest stays as the JSDoc
 * says. Events keep a readable detail shape there (`CustomEvent<{ path, replace }>`, shown in the docs tables);
 * generated typings need the exact type, which the typed event map declares globally
 * (`GlobalEventHandlersEventMap`, src/core/events/event-map.ts).
 */

/** @typedef {{ name: string, type?: { text: string }, description?: string, fieldName?: string }} Entry */
/** @typedef {{ name: string, packageLinkPhase?: (params: any) => void }} ManifestPlugin */
/** @typedef {{ event?: (entry: Entry) => Entry, attribute?: (entry: Entry) => Entry }} Rewrites */

/**
 * @param {ManifestPlugin} plugin
 * @param {Rewrites} rewrites what the plugin should read for each `academy-*` event and each attribute
 * @returns {import('@custom-elements-manifest/analyzer').Plugin}
 */
export function onRewrittenCopy(plugin, { event = (entry) => entry, attribute = (entry) => entry }) {
  return {
    name: `${plugin.name} (rewritten copy)`,
    packageLinkPhase(params) {
      const copy = structuredClone(params.customElementsManifest);
      for (const module of copy.modules ?? []) {
        for (const declaration of module.declarations ?? []) {
          if (declaration.events)
            declaration.events = declaration.events.map((/** @type {Entry} */ entry) =>
              entry.name.startsWith('academy-') ? event(entry) : entry,
            );
          if (declaration.attributes) declaration.attributes = declaration.attributes.map(attribute);
        }
      }
      plugin.packageLinkPhase?.({ ...params, customElementsManifest: copy });
    },
  };
}

/** `academy-navigate` → `AcademyNavigate`. */
export const pascalCase = (/** @type {string} */ name) =>
  name.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase());
