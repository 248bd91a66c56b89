// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../../demo/api/features/index';
import { elementNames } from '../../../scripts/route-docs';

const elements = elementNames(resolve(import.meta.dirname, '../../..'));

// One name per feature across the wire, or one declared mapping (issue #28): the table in docs/architecture.md.
describe('server feature names and the elements they serve', () => {
  it('finds the twelve elements', () => {
    expect(elements).toHaveLength(12);
    expect(elements).toContain('lecture-qr');
  });

  it('serves every element from at least one server feature', () => {
    const unserved = elements.filter((element) => !FEATURES.some((feature) => feature.elements.includes(element)));
    expect(unserved).toEqual([]);
  });

  it('names only elements that exist', () => {
    const unknown = FEATURES.flatMap((feature) =>
      feature.elements.filter((element) => !elements.includes(element)).map((element) => `${feature.name}: ${element}`),
    );
    expect(unknown).toEqual([]);
  });

  it('gives a feature named like an element that element', () => {
    const named = FEATURES.filter((feature) => elements.includes(feature.name));
    expect(named.map((feature) => feature.name).sort()).toEqual([
      'batch',
      'content',
      'course',
      'dashboard',
      'exam',
      'tickets',
      'verify',
    ]);
    for (const feature of named) expect(feature.elements, feature.name).toContain(feature.name);
  });
});
