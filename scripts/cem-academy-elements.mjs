// @ts-check
/**
 * Analyzer plugin for elements made by `createAcademyElement`: they are consts, not classes, so the analyzer's own
 * class-JSDoc pass never sees them. The JSDoc on `export const X = createAcademyElement(...)` becomes a custom-element
 * class declaration, and `define('tag', X)` becomes its definition export.
 */

/** The analyzer's own TypeScript (it pins an older one than the project's). */
/** @typedef {import('@custom-elements-manifest/analyzer').AnalyzePhaseParams['ts']} Ts */
/** @typedef {import('@custom-elements-manifest/analyzer').AnalyzePhaseParams['node']} AstNode */
/** @typedef {{ name: string, description?: string, type?: { text: string } }} Entry */

/**
 * Splits `{type} name - description` (the type may hold nested braces, like `CustomEvent<{ user }>`).
 * @param {string} text
 * @returns {Entry}
 */
export function parseTagText(text) {
  let rest = text.trim();
  let type = '';
  if (rest.startsWith('{')) {
    let depth = 0;
    let end = 0;
    for (; end < rest.length; end += 1) {
      if (rest[end] === '{') depth += 1;
      else if (rest[end] === '}' && (depth -= 1) === 0) break;
    }
    type = rest.slice(1, end).trim();
    rest = rest.slice(end + 1).trim();
  }
  const [, name = '', description = ''] = /^(\S*)\s*(?:-\s+)?([\s\S]*)$/.exec(rest) ?? [];
  return {
    // `@slot - text` documents the default slot, which the schema names ''.
    name: name === '-' ? '' : name,
    ...(description.trim() ? { description: description.trim().replace(/\s*\n\s*/g, ' ') } : {}),
    ...(type ? { type: { text: type } } : {}),
  };
}

const camel = (/** @type {string} */ name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/**
 * @param {Ts} ts
 * @param {AstNode} declaration the `X = createAcademyElement(...)` declaration (its JSDoc sits on the statement)
 * @param {string} name
 */
function elementClass(ts, declaration, name) {
  /** @type {Record<string, any>} */
  const doc = {
    kind: 'class',
    description: '',
    name,
    cssProperties: [],
    cssParts: [],
    slots: [],
    members: [],
    events: [],
    attributes: [],
    customElement: true,
  };
  for (const tag of ts.getJSDocTags(declaration)) {
    const text = ts.getTextOfJSDocComment(tag.comment) ?? '';
    const entry = parseTagText(text);
    // The same tags and aliases the analyzer reads above a class.
    switch (tag.tagName.text) {
      case 'summary':
        doc.summary = text.trim().replace(/\s*\n\s*/g, ' ');
        break;
      case 'tag':
      case 'tagname':
        doc.tagName = entry.name;
        break;
      // r2wc defines a camelCase property for every attribute.
      case 'attr':
      case 'attribute':
        doc.attributes.push({ ...entry, fieldName: camel(entry.name) });
        break;
      case 'event':
      case 'fires':
        doc.events.push(entry);
        break;
      case 'slot':
        doc.slots.push(entry);
        break;
      case 'csspart':
      case 'part':
        doc.cssParts.push(entry);
        break;
      case 'cssproperty':
      case 'cssprop':
        doc.cssProperties.push(entry);
        break;
    }
  }
  return doc;
}

/** @param {AstNode} callee */
const calleeName = (callee) => callee.getText().replace(/<[\s\S]*$/, '');

/** @returns {import('@custom-elements-manifest/analyzer').Plugin} */
export function academyElementsPlugin() {
  /** Modules re-exported type-only (`export type {} from '../core/login/events'`), per file: nothing at runtime. */
  /** @type {Map<string, Set<string>>} */
  const typeOnly = new Map();
  return {
    name: 'academy-elements',
    analyzePhase({ ts, node, moduleDoc }) {
      const declarations = /** @type {any[]} */ (moduleDoc.declarations ??= []);
      if (
        ts.isExportDeclaration(node) &&
        node.isTypeOnly &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const specifiers = typeOnly.get(moduleDoc.path) ?? new Set();
        typeOnly.set(moduleDoc.path, specifiers.add(node.moduleSpecifier.text.replace(/^\.\.?\//, '')));
      } else if (ts.isVariableStatement(node)) {
        for (const declaration of node.declarationList.declarations) {
          const init = declaration.initializer;
          if (!init || !ts.isCallExpression(init) || calleeName(init.expression) !== 'createAcademyElement') continue;
          const doc = elementClass(ts, declaration, declaration.name.getText());
          // Replaces the plain variable the core plugin recorded for the same const.
          const index = declarations.findIndex((existing) => existing.name === doc.name);
          if (index === -1) declarations.push(doc);
          else declarations[index] = doc;
        }
      } else if (ts.isCallExpression(node) && node.expression.getText() === 'define') {
        const [tag, element] = node.arguments;
        if (!tag || !element || !ts.isStringLiteral(tag) || !ts.isIdentifier(element)) return;
        (moduleDoc.exports ??= []).push({
          kind: 'custom-element-definition',
          name: tag.text,
          declaration: { name: element.text, module: moduleDoc.path ?? '' },
        });
      }
    },
    moduleLinkPhase({ moduleDoc }) {
      const specifiers = typeOnly.get(moduleDoc.path);
      if (!specifiers || !moduleDoc.exports) return;
      // The analyzer lists them as `export *`; only the declarations need them (their event types).
      moduleDoc.exports = moduleDoc.exports.filter(
        (entry) => !(entry.name === '*' && [...specifiers].some((spec) => entry.declaration?.module?.endsWith(spec))),
      );
    },
  };
}
