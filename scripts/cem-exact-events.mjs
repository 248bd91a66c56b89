// @ts-check
/**
 * Runs manifest plugins on a copy whose event types name the exact detail types. The JSDoc keeps a readable shape
 * (`CustomEvent<{ path, replace }>`, shown in the docs tables); generated typings need the real one, which the typed
 * event map declares globally (`GlobalEventHandlersEventMap`, src/core/events/event-map.ts).
 */

/** @typedef {{ name: string, packageLinkPhase?: (params: any) => void }} ManifestPlugin */

/**
 * @param {ManifestPlugin} plugin
 * @param {(event: string) => string} typeOf the type text the plugin should read for an event name
 * @returns {import('@custom-elements-manifest/analyzer').Plugin}
 */
export function withExactEventTypes(plugin, typeOf) {
  return {
    name: `${plugin.name} (exact event types)`,
    packageLinkPhase(params) {
      const copy = structuredClone(params.customElementsManifest);
      for (const module of copy.modules ?? []) {
        for (const declaration of module.declarations ?? []) {
          for (const event of declaration.events ?? []) {
            if (event.name?.startsWith('academy-')) event.type = { text: typeOf(event.name) };
          }
        }
      }
      plugin.packageLinkPhase?.({ ...params, customElementsManifest: copy });
    },
  };
}
