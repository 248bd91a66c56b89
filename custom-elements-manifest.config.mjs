import { jsxTypesPlugin } from '@wc-toolkit/jsx-types';
import { customElementVsCodePlugin } from 'custom-element-vs-code-integration';
import { customElementVuejsPlugin } from 'custom-element-vuejs-integration';
import { academyElementsPlugin } from './scripts/cem-academy-elements.mjs';
import { withExactEventTypes } from './scripts/cem-exact-events.mjs';

/**
 * Sorted so the committed manifest does not change with directory order.
 * @type {NonNullable<import('@custom-elements-manifest/analyzer').Config['overrideModuleCreation']>}
 */
const sortedModules = ({ ts, globs }) =>
  [...globs].sort().map((glob) => ts.createSourceFile(glob, ts.sys.readFile(glob) ?? '', ts.ScriptTarget.Latest, true));

/** Framework typings and editor data land beside the package's own declarations (package.json `exports`). */
const frameworks = 'dist/frameworks';
/** Each element's class and event types, as the generated files import them (relative to `frameworks`). */
const elementTypes = (/** @type {string} */ _name, /** @type {string | undefined} */ tag) => `../types/${tag ?? ''}.js`;

/** `npm run manifest`: custom-elements.json from the JSDoc on each element's `createAcademyElement` const. */
export default {
  globs: ['src/elements/academy-*.ts'],
  outdir: '.',
  // package.json is hand-kept; the analyzer would otherwise add a `customElements` field on every run.
  packagejson: false,
  overrideModuleCreation: sortedModules,
  plugins: [
    academyElementsPlugin(),
    // React 19 JSX (`IntrinsicElements`): attributes, properties and `onacademy-…` handlers typed from each element's class.
    withExactEventTypes(
      jsxTypesPlugin({ outdir: frameworks, fileName: 'react.d.ts', componentTypePath: elementTypes, hideLogs: true }),
      (name) => `GlobalEventHandlersEventMap['${name}']`,
    ),
    // Vue's `GlobalComponents`: the same for templates (`@academy-navigate`); this tool reads an event's detail type.
    withExactEventTypes(
      customElementVuejsPlugin({ outdir: frameworks, fileName: 'vue.d.ts', componentTypePath: elementTypes, hideLogs: true }),
      (name) => `GlobalEventHandlersEventMap['${name}']['detail']`,
    ),
    // Editor data for VS Code's HTML and CSS language services (tags, attributes, parts, custom properties).
    customElementVsCodePlugin({ outdir: frameworks, htmlFileName: 'vscode.html-custom-data.json', cssFileName: 'vscode.css-custom-data.json', hideLogs: true }),
  ],
};
