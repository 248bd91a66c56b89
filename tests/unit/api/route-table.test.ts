// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../demo/api/app';
import type { ApiContext } from '../../../demo/api/context';
import { defineFeature, type Feature } from '../../../demo/api/feature';
import { messageCatalogue } from '../../../demo/api/messages';
import { patternsOverlap } from '../../../demo/api/router';
import { captureLog } from './log-capture';

declare module '../../../demo/api/messages' {
  interface FeatureMessages {
    left: Record<never, never>;
    right: Record<never, never>;
  }
}

/** A feature whose routes answer `ok`; registering reads no context, so none is made. */
const probe = (name: 'left' | 'right', patterns: string[]) =>
  defineFeature({
    name,
    elements: [],
    messages: {},
    routes(router) {
      for (const pattern of patterns) router.get(pattern, (req) => req.ok('ok', name));
    },
  });

const build = (features: Feature[]) =>
  createApiApp({
    features,
    ctx: {} as ApiContext,
    messages: messageCatalogue(features),
    guard: () => Promise.resolve(),
    trustProxy: false,
    log: captureLog().log,
  });

describe('the route table', () => {
  it('tells overlapping patterns apart from distinct ones', () => {
    expect(patternsOverlap('user/{id}', 'user/current')).toBe(true);
    expect(patternsOverlap('a/{x}/c', 'a/b/{y}')).toBe(true);
    expect(patternsOverlap('user/{id}', 'user/{id}/photo')).toBe(false);
    expect(patternsOverlap('user/current', 'user/profile')).toBe(false);
  });

  it('refuses two routes that could answer one path, in one feature or across two', () => {
    expect(() => build([probe('left', ['user/{id}', 'user/current'])])).toThrow(/overlap/);
    expect(() => build([probe('left', ['user/{id}']), probe('right', ['user/current'])])).toThrow(/overlap/);
    expect(() => build([probe('left', ['user/list']), probe('right', ['user/list'])])).toThrow(/both left and right/);
  });

  it("lists every feature's routes with its name, in mounting order", () => {
    const { routes } = build([probe('left', ['a/one', 'a/{id}/two']), probe('right', ['b/one'])]);
    expect(routes.map((route) => `${route.feature} ${route.method} ${route.pattern}`)).toEqual([
      'left GET a/one',
      'left GET a/{id}/two',
      'right GET b/one',
    ]);
  });
});
