// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { elementsOf, generatedDocs, type ElementDoc, type Manifest } from '../../../scripts/manifest-docs';
import { reactComponents } from '../../../scripts/react-components';
import { elementSurface, elementTags, repo } from './element-sources';

type AnalyzerCli = (options: { argv: string[]; cwd: string; noWrite: boolean }) => Promise<Manifest>;

const onDisk = JSON.parse(readFileSync(join(repo, 'custom-elements.json'), 'utf8')) as Manifest;
const names = (entries: { name: string }[] = []) => entries.map((entry) => entry.name).sort();
const elementByTag = (tag: string): ElementDoc | undefined =>
  elementsOf(onDisk).find((element) => element.tagName === tag);

describe('custom-elements.json', () => {
  let fresh: Manifest;
  beforeAll(async () => {
    // The analyzer's CLI, exactly as `npm run manifest` runs it, minus the write (it ships no types for cli.js).
    const cliUrl = pathToFileURL(join(repo, 'node_modules/@custom-elements-manifest/analyzer/cli.js')).href;
    const { cli } = (await import(/* @vite-ignore */ cliUrl)) as { cli: AnalyzerCli };
    fresh = await cli({ argv: ['analyze', '--quiet'], cwd: repo, noWrite: true });
  }, 30_000);

  it('is what the analyzer generates from the JSDoc today (run `npm run manifest`)', () => {
    expect(onDisk).toEqual(JSON.parse(JSON.stringify(fresh)));
  });

  it('describes every element in src/elements', () => {
    expect(
      elementsOf(onDisk)
        .map((element) => element.tagName)
        .sort(),
    ).toEqual(elementTags());
  });
});

describe('docs/elements tables', () => {
  it('match the manifest (run `npm run docs:tables`)', () => {
    for (const { path, content } of generatedDocs(repo, onDisk)) {
      expect(readFileSync(join(repo, path), 'utf8'), path).toBe(content);
    }
  });
});

describe('academy-widgets/react', () => {
  it('has one component per element, as the manifest describes them (run `npm run docs:tables`)', async () => {
    for (const { path, content } of await reactComponents(repo, onDisk)) {
      expect(readFileSync(join(repo, path), 'utf8'), path).toBe(content);
    }
  });
});

describe.each(elementTags())('%s JSDoc against its code', (tag) => {
  const surface = elementSurface(tag);
  const element = elementByTag(tag);

  it('documents every CSS part it renders, and no other', () => {
    expect(names(element?.cssParts)).toEqual(surface.parts);
  });

  it('documents every attribute it observes, and no other', () => {
    expect(names(element?.attributes)).toEqual(surface.attributes);
  });

  it('documents every event it can dispatch, and no other', () => {
    expect(names(element?.events)).toEqual(surface.events);
  });
});
