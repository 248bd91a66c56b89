import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** What an element's code actually exposes, read from its sources rather than from its JSDoc. */
export interface ElementSurface {
  attributes: string[];
  events: string[];
  parts: string[];
}

export const repo = resolve(import.meta.dirname, '../../..');
const src = join(repo, 'src');

const kebab = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** `part="a b"`, `part={'a'}`, `part={\`a b-${x}\`}` and `exportparts`; interpolated names are left to the JSDoc prose. */
const PART = /\b(?:export)?parts?=\{?\s*(["'`])([^"'`]*)\1/g;
/** `part={open ? 'a b' : 'a'}`: every quoted name of a brace-free expression. */
const PART_EXPRESSION = /\b(?:export)?parts?=\{([^{}]*)\}/g;
const QUOTED = /(["'])([^"']*)\1/g;
/** `emit(target, 'academy-x', …)` in core and `emit('academy-x', …)` through the element context. */
const EMIT = /\bemit\(\s*(?:[\w.]+\s*,\s*)?['"](academy-[a-z-]+)['"]/g;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path),
  );
}

const parsed = new Map<string, ts.SourceFile>();
function sourceOf(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source)
    parsed.set(file, (source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)));
  return source;
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((modifier) => modifier.kind === kind);

/** Names a top-level statement declares (`default` for a default export). */
function declaredNames(statement: ts.Statement): string[] {
  if (ts.isExportAssignment(statement)) return ['default'];
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    );
  if (
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement)
  ) {
    return [
      ...(statement.name ? [statement.name.text] : []),
      ...(hasModifier(statement, ts.SyntaxKind.DefaultKeyword) ? ['default'] : []),
    ];
  }
  return [];
}

/** A request for code: one export of a file, the whole file (`*`), or only its evaluation (`<load>`: side effects). */
type Use = readonly [file: string, name: string];

/**
 * Follows what an element really runs, declaration by declaration: a shared kit file contributes only the
 * components the element uses (the shell imports `Spinner`, not the form controls next to it).
 */
function reachedStatements(roots: Use[]): { statements: ts.Statement[]; files: string[] } {
  const done = new Set<string>();
  const statements = new Set<ts.Statement>();
  const queue: Use[] = [...roots];
  const use = (statement: ts.Statement, file: string) => {
    if (statements.has(statement)) return;
    statements.add(statement);
    const imports = importsOf(file);
    const locals = new Set(sourceOf(file).statements.flatMap(declaredNames));
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) {
        const imported = imports.get(node.text);
        if (imported) queue.push(imported);
        else if (locals.has(node.text)) queue.push([file, node.text]);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        const target = resolveImport(file, node.arguments[0].text);
        if (target) queue.push([target, 'default']);
      }
      ts.forEachChild(node, visit);
    };
    visit(statement);
  };
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [file, name] = next;
    if (done.has(`${file}#${name}`) || !file.startsWith(src)) continue;
    done.add(`${file}#${name}`);
    const source = sourceOf(file);
    if (name !== '<load>') queue.push([file, '<load>']);
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) {
        const target =
          statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
            ? resolveImport(file, statement.moduleSpecifier.text)
            : undefined;
        if (!target) continue;
        // Evaluating a module evaluates what it imports; a re-export forwards the request.
        if (name === '<load>' && ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
          queue.push([target, '<load>']);
        if (ts.isExportDeclaration(statement) && name !== '<load>') {
          if (!statement.exportClause) queue.push([target, name]);
          else if (ts.isNamedExports(statement.exportClause)) {
            for (const element of statement.exportClause.elements) {
              if (name === '*' || element.name.text === name)
                queue.push([target, (element.propertyName ?? element.name).text]);
            }
          }
        }
        continue;
      }
      const names = declaredNames(statement);
      const sideEffect = names.length === 0;
      if ((name === '<load>' && sideEffect) || name === '*' || names.includes(name)) use(statement, file);
    }
  }
  return { statements: [...statements], files: sorted([...done].map((key) => key.slice(0, key.lastIndexOf('#')))) };
}

const importCache = new Map<string, Map<string, Use>>();
/** Local name → the export it binds, for value imports of src files. */
function importsOf(file: string): Map<string, Use> {
  const cached = importCache.get(file);
  if (cached) return cached;
  const imports = new Map<string, Use>();
  for (const statement of sourceOf(file).statements) {
    if (
      !ts.isImportDeclaration(statement) ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      statement.importClause?.isTypeOnly
    )
      continue;
    const target = resolveImport(file, statement.moduleSpecifier.text);
    const clause = statement.importClause;
    if (!target || !clause) continue;
    if (clause.name) imports.set(clause.name.text, [target, 'default']);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) imports.set(bindings.name.text, [target, '*']);
    else if (bindings)
      for (const element of bindings.elements)
        if (!element.isTypeOnly) imports.set(element.name.text, [target, (element.propertyName ?? element.name).text]);
  }
  importCache.set(file, imports);
  return imports;
}

function featureAttributes(elementFile: string): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.expression.getText() === 'createAcademyElement' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      const attributes = node.arguments[0].properties.find((property) => property.name?.getText() === 'attributes');
      if (attributes && ts.isPropertyAssignment(attributes) && ts.isObjectLiteralExpression(attributes.initializer)) {
        names.push(
          ...attributes.initializer.properties.flatMap((property) =>
            property.name ? [property.name.getText().replace(/^['"]|['"]$/g, '')] : [],
          ),
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceOf(elementFile));
  return names;
}

/** Attributes every element takes: the members of `CommonElementProps`, except the shadow root r2wc passes. */
function commonAttributes(files: string[]): string[] {
  for (const file of files) {
    const found = sourceOf(file).statements.find(
      (statement): statement is ts.InterfaceDeclaration =>
        ts.isInterfaceDeclaration(statement) && statement.name.text === 'CommonElementProps',
    );
    if (found)
      return found.members
        .flatMap((member) => (member.name ? [member.name.getText()] : []))
        .filter((name) => name !== 'container');
  }
  throw new Error('CommonElementProps not found in the element sources');
}

/** academy-<feature> runs src/elements/academy-<feature>.ts and, by convention, everything in src/react/<feature>. */
export function elementSurface(tag: string): ElementSurface & { files: string[] } {
  const elementFile = join(src, 'elements', `${tag}.ts`);
  const roots: Use[] = [
    [elementFile, '*'],
    ...filesUnder(join(src, 'react', tag.replace(/^academy-/, ''))).map((file): Use => [file, '*']),
  ];
  const { statements, files } = reachedStatements(roots);
  const code = statements.map((statement) => statement.getText());
  const literals = (text: string) => [
    ...[...text.matchAll(PART)].map((match) => match[2] ?? ''),
    ...[...text.matchAll(PART_EXPRESSION)].flatMap((match) =>
      [...(match[1] ?? '').matchAll(QUOTED)].map((quoted) => quoted[2] ?? ''),
    ),
  ];
  const parts = code
    .flatMap((text) => literals(text).flatMap((names) => names.split(/\s+/)))
    .filter((name) => name && !name.includes('${'));
  const events = code.flatMap((text) => [...text.matchAll(EMIT)].map((match) => match[1] ?? ''));
  const attributes = [...featureAttributes(elementFile), ...commonAttributes(files)].map(kebab);
  return { attributes: sorted(attributes), events: sorted(events), parts: sorted(parts), files };
}

/** Tags by convention: one `src/elements/academy-<feature>.ts` per element. */
export function elementTags(): string[] {
  return readdirSync(join(src, 'elements'))
    .filter((name) => /^academy-[a-z-]+\.ts$/.test(name))
    .map((name) => name.replace(/\.ts$/, ''))
    .sort();
}
