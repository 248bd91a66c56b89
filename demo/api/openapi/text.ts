import { readFileSync } from 'node:fs';
import type { MessageCatalogue } from '../messages';
import type { RouteInfo } from '../router';
import { openApiDocument } from './document';
import { recordedExamples, type RecordedExamples } from './examples';

/** The package's version, which the document carries. */
export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** The document as the file `openapi.json` holds it and `/backend/openapi.json` serves it. */
export function openApiText(
  routes: readonly RouteInfo[],
  messages: MessageCatalogue,
  examples: RecordedExamples = recordedExamples(),
): string {
  return `${JSON.stringify(openApiDocument({ routes, messages, version: packageVersion(), examples }), null, 2)}\n`;
}
