import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** One library entry per `src/elements/academy-*.ts` define-only file, plus the all-elements bundle entry. */
export function elementEntries(root: string): Record<string, string> {
  const dir = resolve(root, 'src/elements');
  const elements = readdirSync(dir)
    .filter((file) => /^academy-[a-z-]+\.ts$/.test(file))
    .sort();
  return {
    ...Object.fromEntries(elements.map((file) => [file.replace(/\.ts$/, ''), resolve(dir, file)])),
    'academy-widgets': resolve(dir, 'index.ts'),
  };
}

/** `academy-widgets/react` and one `academy-widgets/react/<tag>` per generated component module. */
export function reactEntries(root: string): Record<string, string> {
  const dir = resolve(root, 'src/frameworks/react');
  const components = readdirSync(dir)
    .filter((file) => /^academy-[a-z-]+\.ts$/.test(file))
    .sort();
  return {
    react: resolve(dir, 'index.ts'),
    ...Object.fromEntries(components.map((file) => [`react/${file.replace(/\.ts$/, '')}`, resolve(dir, file)])),
  };
}
