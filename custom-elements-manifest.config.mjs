import { jsxTypesPlugin } from '@wc-toolkit/jsx-types';
import { customElementVsCodePlugin } from 'custom-element-vs-code-integration';
import { customElementVuejsPlugin } from 'custom-element-vuejs-integration';
import { academyElementsPlugin } from './scripts/cem-academy-elements.mjs';
import { onRewrittenCopy, pascalCase } from './scripts/cem-plugin-copy.mjs';

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

/**
 * Framework typings and editor data, generated from the manifest. Left out under vitest: the manifest test runs the
 * analyzer without writing, and these plugins write their files themselves.
 * @type {import('@custom-elements-manifest/analyzer').Plugin[]}
 */
const frameworkPlugins = process.env.VITEST
  ? []
  : [
      // React 19 JSX (`IntrinsicElements`, `academy-widgets/react-jsx`) for raw tags: attributes, properties and
      // `onacademy-…` handlers typed from each element's class. `academy-widgets/react` has the components.
      onRewrittenCopy(
        jsxTypesPlugin({
          outdir: frameworks,
          fileName: 'react-jsx.d.ts',
          componentTypePath: elementTypes,
          hideLogs: true,
        }),
        {
          event: (event) => ({ ...event, type: { text: `GlobalEventHandlersEventMap['${event.name}']` } }),
        },
      ),
      // Vue's `GlobalComponents`: the same for templates. vue-tsc reads `:course-id` as the prop `courseId` and
      // `@academy-navigate` as `onAcademyNavigate`, so this tool gets those names (it writes `on<name>` and reads a detail type).
      onRewrittenCopy(
        customElementVuejsPlugin({
          outdir: frameworks,
          fileName: 'vue.d.ts',
          componentTypePath: elementTypes,
          hideLogs: true,
        }),
        {
          event: (event) => ({
            name: pascalCase(event.name),
            type: { text: `GlobalEventHandlersEventMap['${event.name}']['detail']` },
            description: `\`${event.name}\`: ${event.description ?? ''}`,
          }),
          attribute: (attribute) => ({ ...attribute, name: attribute.fieldName ?? attribute.name }),
        },
      ),
      // Editor data for VS Code's HTML and CSS language services (tags, attributes, parts, custom properties).
      customElementVsCodePlugin({
        outdir: frameworks,
        htmlFileName: 'vscode.html-custom-data.json',
        cssFileName: 'vscode.css-custom-data.json',
        hideLogs: true,
      }),
    ];

/** `npm run manifest`: custom-elements.json from the JSDoc on each element's `createAcademyElement` const. */
export default {
  globs: ['src/elements/academy-*.ts'],
  outdir: '.',
  // package.json is hand-kept; the analyzer would otherwise add a `customElements` field on every run.
  packagejson: false,
  overrideModuleCreation: sortedModules,
  plugins: [academyElementsPlugin(), ...frameworkPlugins],
};
