// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../../demo/api/features/index';
import { nameProblems } from '../../../scripts/new-feature/checks';
import { generatorDocs } from '../../../scripts/new-feature/docs';
import { featureNames } from '../../../scripts/new-feature/names';
import { createdPaths, featurePlan, REGISTRY } from '../../../scripts/new-feature/plan';
import { register } from '../../../scripts/new-feature/register';

// `npm run new:feature`: what it refuses, what it plans, its one registration and the docs generated from its plan.
// That its output passes lint, the type-check and its tests is `npm run test:generator` (scripts/check-new-feature.mjs).

const repo = resolve(import.meta.dirname, '../../..');
const problems = (name: string) => nameProblems(repo, name, { features: FEATURES });

describe('new:feature names', () => {
  it('spells one name in every case', () => {
    expect(featureNames('study-notes')).toEqual({
      kebab: 'study-notes',
      camel: 'studyNotes',
      pascal: 'StudyNotes',
      constant: 'STUDY_NOTES',
      snake: 'study_notes',
      title: 'Study notes',
      tag: 'academy-study-notes',
    });
  });

  it('takes a kebab-case name no layer uses', () => {
    expect(problems('generator-probe')).toEqual([]);
  });

  it.each(['Study', 'study_notes', 'study--notes', '-study', 'study-', 'notes2', 'a'.repeat(31), ''])(
    'refuses %j as a name',
    (name) => {
      expect(problems(name)).toHaveLength(1);
    },
  );

  it('refuses a name any layer already uses, saying where', () => {
    expect(problems('content')).toEqual(expect.arrayContaining(['src/core/content exists already']));
    // Server features without a client folder, and the reverse.
    expect(problems('auth')).toEqual(expect.arrayContaining(['demo/api/features/auth exists already']));
    expect(problems('scanner')).toEqual(expect.arrayContaining(['src/elements/academy-scanner.ts exists already']));
    // Names inside other features: a client route, a dictionary part, an API route, a reserved entry.
    expect(problems('terms')).toEqual([
      'a client route is named terms already',
      'a client route has the pattern /terms already',
    ]);
    expect(problems('scan-facts')).toEqual(['the dictionary part scanFacts exists already']);
    expect(problems('feedbacks')).toEqual(['the API route feedbacks/create (exam) would answer feedbacks/create']);
    expect(problems('widgets')).toEqual(['"widgets" is reserved (academy-widgets is the all-elements entry)']);
  });
});

describe('new:feature plan', () => {
  const plan = featurePlan('study-notes');

  it("writes each file once, every one in the feature's own folders or named after it", () => {
    const paths = createdPaths(plan);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => !path.includes('study-notes'))).toEqual([]);
  });

  it('registers the feature with one import and one entry, before the development helpers', () => {
    const before = readFileSync(join(repo, REGISTRY), 'utf8');
    const after = register(before, plan.names);
    const added = after.split('\n').filter((line) => !before.split('\n').includes(line));
    expect(added).toEqual(["import { studyNotes } from './study-notes/index';", '  studyNotes,']);
    const lines = after.split('\n');
    expect(lines.indexOf('  studyNotes,') + 1).toBe(lines.indexOf('  dev,'));
    const imports = lines.filter((line) => line.startsWith('import {') && line.endsWith("/index';"));
    expect(imports).toEqual([...imports].sort());
  });
});

describe('docs generated from the plan', () => {
  it.each(generatorDocs(repo).map(({ path, content }) => [path, content]))(
    '%s lists what it writes',
    (path, content) => {
      expect(readFileSync(join(repo, path), 'utf8'), `${path} is stale: run npm run docs:tables`).toBe(content);
    },
  );
});
