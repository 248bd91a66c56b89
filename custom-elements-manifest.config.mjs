import { academyElementsPlugin } from './scripts/cem-academy-elements.mjs';

/**
 * Sorted so the committed manifest does not change with directory order.
 * @type {NonNullable<import('@custom-elements-manifest/analyzer').Config['overrideModuleCreation']>}
 */
const sortedModules = ({ ts, globs }) =>
  [...globs].sort().map((glob) => ts.createSourceFile(glob, ts.sys.readFile(glob) ?? '', ts.ScriptTarget.Latest, true));

/** `npm run manifest`: custom-elements.json from the JSDoc on each element's `createAcademyElement` const. */
export default {
  globs: ['src/elements/academy-*.ts'],
  outdir: '.',
  // package.json is hand-kept; the analyzer would otherwise add a `customElements` field on every run.
  packagejson: false,
  overrideModuleCreation: sortedModules,
  plugins: [academyElementsPlugin()],
};
