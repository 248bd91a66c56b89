// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../../demo/api/features/index';
import { routeDocs } from '../../../scripts/route-docs';

const repo = resolve(import.meta.dirname, '../../..');

describe('reference API docs', () => {
  it.each(routeDocs(repo, FEATURES).map(({ path, content }) => [path, content]))(
    '%s lists the routes as registered',
    (path, content) => {
      expect(readFileSync(join(repo, path), 'utf8'), `${path} is stale: run npm run docs:tables`).toBe(content);
    },
  );
});
