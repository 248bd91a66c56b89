import type { FeatureNames } from '../names';
import type { GeneratedFile } from './file';

// The feature's tests: core rules and store, route samples, the host's screen, the API and its contract cases, and
// the element in Chromium.

export const rulesTest = (n: FeatureNames): GeneratedFile => ({
  path: `tests/unit/core/${n.kebab}/${n.kebab}-rules.test.ts`,
  about: 'the rules',
  content: `import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/core/http/api-error';
import {
  newestFirst,
  titleErrorOf,
  validate${n.pascal}Item,
  ${n.camel}Payload,
} from '../../../../src/core/${n.kebab}/${n.kebab}-rules';

describe('${n.kebab} rules', () => {
  it('asks for a title that is not blank once trimmed', () => {
    expect(validate${n.pascal}Item({ title: ' \\t ' })).toEqual({ title: '${n.camel}.form.titleRequired' });
    expect(validate${n.pascal}Item({ title: ' Read ' })).toEqual({});
  });

  it('sends the title trimmed', () => {
    expect(${n.camel}Payload({ title: '  Read chapter 3 ' })).toEqual({ title: 'Read chapter 3' });
  });

  it('shows items newest first, the higher id first at the same time', () => {
    const item = (id: string, created_at: string) => ({ id, title: \`item \${id}\`, created_at });
    const items = [
      item('1', '2026-03-01T10:00:00.000Z'),
      item('3', '2026-03-02T09:00:00.000Z'),
      item('2', '2026-03-01T10:00:00.000Z'),
    ];
    expect(newestFirst(items).map((shown) => shown.id)).toEqual(['3', '2', '1']);
    expect(items.map((kept) => kept.id)).toEqual(['1', '3', '2']);
  });

  it("reads the server's words about the title, and nothing from other failures", () => {
    const fieldErrors = { title: ['The title field is required.'] };
    expect(titleErrorOf(new ApiError('http', 'x', { status: 422, fieldErrors }))).toBe('The title field is required.');
    expect(titleErrorOf(new ApiError('network', 'x'))).toBeUndefined();
    expect(titleErrorOf(new Error('x'))).toBeUndefined();
  });
});
`,
});

export const storeTest = (n: FeatureNames): GeneratedFile => ({
  path: `tests/unit/core/${n.kebab}/${n.kebab}-store.test.ts`,
  about: 'the store: loads when watched, reads the list again after an add, toasts the outcome',
  content: `import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { add${n.pascal}Item, ${n.camel}Store } from '../../../../src/core/${n.kebab}/${n.kebab}-store';
import { clearUserQueries } from '../../../../src/core/query/query';
import { $toasts } from '../../../../src/core/toasts/toasts';
import { json, stubFetch, textOf } from '../helpers';

const ITEM = { id: 1, title: 'Read chapter 3', created_at: '2026-03-15T12:00:00.000Z' };
const toasts = () => $toasts.get().map((toast) => [toast.variant, textOf(toast.message)]);

beforeEach(() => {
  clearUserQueries();
  $toasts.set([]);
});
afterEach(() => $toasts.set([]));

describe('${n.kebab} store', () => {
  it('loads the list when watched, and reads it again after an add', async () => {
    let listed: (typeof ITEM)[] = [];
    const api = stubFetch({
      'GET ${n.kebab}/list': () => json({ message: 'OK', data: listed }),
      'POST ${n.kebab}/create': () => {
        listed = [ITEM];
        return json({ message: 'Added.', data: ITEM }, 201);
      },
    });
    const stop = ${n.camel}Store.listen(() => undefined);
    // Watching starts the load; loading again joins it (one call in flight per query).
    await ${n.camel}Store.load();
    expect(${n.camel}Store.get()).toMatchObject({ status: 'ready', data: [] });

    expect(await add${n.pascal}Item({ title: '  Read chapter 3 ' })).toEqual({ ...ITEM, id: '1' });
    expect(JSON.parse(await api.bodies[1]!)).toEqual({ title: 'Read chapter 3' });
    await ${n.camel}Store.load();
    expect(${n.camel}Store.get().data).toEqual([{ ...ITEM, id: '1' }]);
    expect(api.calls()).toEqual(['GET ${n.kebab}/list', 'POST ${n.kebab}/create', 'GET ${n.kebab}/list']);
    expect(toasts()).toEqual([['success', 'Added.']]);
    stop();
  });

  it('rejects a refused add with its failure, toasts it and leaves the list alone', async () => {
    const refused = { message: 'The title field is required.', data: { title: ['The title field is required.'] } };
    const api = stubFetch({ 'POST ${n.kebab}/create': () => json(refused, 422) });
    await expect(add${n.pascal}Item({ title: 'x' })).rejects.toMatchObject({ status: 422 });
    expect(api.calls()).toEqual(['POST ${n.kebab}/create']);
    expect(toasts()).toEqual([['danger', 'Could not add it. Please try again.']]);
  });

  it('leaves an expired session to the session: no toast of its own on a 401', async () => {
    stubFetch({ 'POST ${n.kebab}/create': () => json({ message: 'Unauthenticated.' }, 401) });
    await expect(add${n.pascal}Item({ title: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(toasts()).toEqual([]);
  });
});
`,
});

export const routeSamples = (n: FeatureNames): GeneratedFile => ({
  path: `tests/unit/core/${n.kebab}/route-samples.ts`,
  about: 'samples of its route, checked with every other route by tests/unit/core/navigation/routes.test.ts',
  content: `import type { RouteSample } from '../navigation/route-sample';

// The ${n.kebab} route, as navigation/routes.test.ts checks it.
export const SAMPLES: readonly RouteSample[] = [['/${n.kebab}', '${n.kebab}', 'auth', {}]];
`,
});

export const screenTest = (n: FeatureNames): GeneratedFile => ({
  path: `tests/unit/demo/screens/${n.kebab}.test.ts`,
  about: 'the demo host shows the element in the shell on its route, titled in both languages',
  content: `import { describe, expect, it } from 'vitest';
import { BRAND_VARIANTS } from '../../../../src/core/brand/variants';
import { matchRoute, type RouteMatch } from '../../../../src/core/navigation/routes';
import { screenFor, titleOf } from '../../../../demo/host/views';

// demo/host/features/${n.kebab}.ts: <${n.tag}> in the shell.

describe('demo host screens: ${n.kebab}', () => {
  it('shows <${n.tag}> in the shell on /${n.kebab}, titled in both languages', () => {
    const shell = screenFor(matchRoute('/${n.kebab}') as RouteMatch, BRAND_VARIANTS.safe, 'en').build();
    expect(shell.localName).toBe('academy-shell');
    expect(shell.querySelector('${n.tag}')).not.toBeNull();
    expect([titleOf('${n.kebab}', 'en'), titleOf('${n.kebab}', 'ar')]).toEqual(['${n.title}', 'العناصر']);
  });
});
`,
});

export const apiTest = (n: FeatureNames): GeneratedFile => ({
  path: `tests/unit/api/${n.kebab}.test.ts`,
  about: "its routes' rules: each user sees only their own items, newest first; a blank title in either language",
  content: `// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestApi } from './helpers';

interface Item {
  id: number;
  title: string;
  created_at: string;
}

describe('${n.kebab} API', () => {
  const t = useTestApi();

  it("lists the user's own items newest first, with what they add on top", async () => {
    const learner = await t.login('learner');
    t.clock.advance(60_000);
    const added = await t.call<Item>('${n.kebab}/create', {
      method: 'POST',
      token: learner,
      body: { title: '  Revise for the exam ' },
    });
    expect([added.status, added.body.data.title]).toEqual([201, 'Revise for the exam']);
    const mine = await t.call<Item[]>('${n.kebab}/list', { token: learner });
    expect(mine.body.data.map((item) => item.title)).toEqual([
      'Revise for the exam',
      'Bring the lab notebook',
      'Read the course outline',
    ]);
    const theirs = await t.call<Item[]>('${n.kebab}/list', { token: await t.login('trainer') });
    expect(theirs.body.data).toEqual([]);
  });

  it('refuses a blank title with the field message, in the caller\\'s language', async () => {
    const token = await t.login('learner');
    const english = await t.call('${n.kebab}/create', { method: 'POST', token, body: { title: ' ' } });
    expect([english.status, english.body.data]).toEqual([422, { title: ['The title field is required.'] }]);
    const arabic = await t.call('${n.kebab}/create', { method: 'POST', token, body: {}, lang: 'ar' });
    expect([arabic.status, arabic.body.message]).toEqual([422, 'حقل العنوان مطلوب.']);
  });
});
`,
});

export const contractCases = (n: FeatureNames): GeneratedFile => ({
  path: `tests/unit/api/contract/${n.kebab}-cases.ts`,
  about: 'a contract case per route (the contract test fails for a route without one)',
  content: `import type { Infer } from 'superstruct';
import {
  ${n.pascal}ItemList,
  ${n.pascal}ItemSchema,
  type Create${n.pascal}ItemBody,
} from '../../../../src/core/api/schemas/${n.kebab}';
import { type Contracts, schemaCheck } from './support';

// The ${n.kebab} routes: the signed-in user's items, and adding one.

const BODY = { title: 'Read chapter 3' } satisfies Infer<typeof Create${n.pascal}ItemBody>;

export const CONTRACTS: Contracts = {
  'GET ${n.kebab}/list': {
    cases: [
      {
        title: "the user's items",
        status: 200,
        call: { path: '${n.kebab}/list', as: 'learner' },
        client: schemaCheck(${n.pascal}ItemList),
      },
    ],
  },
  'POST ${n.kebab}/create': {
    cases: [
      {
        title: 'a new item',
        status: 201,
        call: { method: 'POST', path: '${n.kebab}/create', as: 'learner', body: BODY },
        client: schemaCheck(${n.pascal}ItemSchema),
      },
      {
        title: 'a blank title',
        status: 422,
        call: { method: 'POST', path: '${n.kebab}/create', as: 'learner', body: { title: '  ' } },
      },
    ],
  },
};
`,
});

export const browserTest = (n: FeatureNames): GeneratedFile => ({
  path: `tests/browser/elements/${n.tag}.test.ts`,
  about: 'the element in Chromium against a stubbed API: list, empty, failure and retry, adding one, Arabic',
  content: `// <${n.tag}> in real Chromium against a stubbed API: the list newest first, the empty state, a failed load
// and its retry, the form's own check and an add that reloads the list, and the Arabic page right to left.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { ${n.camel}Ar } from '../../../src/core/${n.kebab}/strings/ar';
import { ${n.camel}En } from '../../../src/core/${n.kebab}/strings/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/${n.tag}';
import {
  fill,
  json,
  mount,
  resetPage,
  sessionRoutes,
  shadowQuery,
  stubFetch,
  USER,
  waitFor,
} from '../support/helpers';

const en = ${n.camel}En.${n.camel};
const LIST = '${n.kebab}/list';
const ITEMS = [
  { id: 1, title: 'Read the course outline', created_at: '2026-03-01T10:00:00.000Z' },
  { id: 2, title: 'Bring the lab notebook', created_at: '2026-03-02T10:00:00.000Z' },
];

let network: ReturnType<typeof stubFetch>;

/** Signs in, answers the API with \`routes\` and mounts the element once its page (or a state) is drawn. */
async function mount${n.pascal}(routes: Record<string, unknown>, ready = '[part~=list]'): Promise<HTMLElement> {
  network = stubFetch({ ...sessionRoutes, ...routes });
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id) } as User);
  const el = mount('<${n.tag}></${n.tag}>');
  await shadowQuery(el, ready);
  return el;
}

const $ = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);
const titles = (el: HTMLElement) =>
  [...el.shadowRoot!.querySelectorAll('[part~=item] span')].map((item) => item.textContent);

describe('<${n.tag}>', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
  });
  afterEach(() => {
    resetPage();
    network?.restore();
  });

  it('lists the items newest first under the heading', async () => {
    const el = await mount${n.pascal}({ [LIST]: ITEMS });
    expect($(el, 'h1')!.textContent).to.equal(en.title);
    expect(titles(el)).to.deep.equal(['Bring the lab notebook', 'Read the course outline']);
  });

  it('says so when there is nothing yet', async () => {
    const el = await mount${n.pascal}({ [LIST]: [] }, '[part~=empty]');
    expect($(el, '[part~=empty]')!.textContent).to.equal(en.empty);
  });

  it('shows a failed load with a retry that loads it again', async () => {
    let answer: Response | typeof ITEMS = json({ message: 'Not allowed' }, 403);
    const el = await mount${n.pascal}({ [LIST]: () => answer }, '[part~=error]');
    expect($(el, '[part~=error] [part~=alert]')!.textContent).to.equal(en.loadFailed);
    answer = ITEMS;
    $<HTMLButtonElement>(el, '[part~=error] button')!.click();
    await shadowQuery(el, '[part~=list]');
    expect(titles(el)).to.have.length(2);
  });

  it('asks for a title before sending, then adds one and shows the list read again', async () => {
    let listed = [...ITEMS];
    const added = { id: 3, title: 'Revise for the exam', created_at: '2026-03-03T10:00:00.000Z' };
    const el = await mount${n.pascal}({
      [LIST]: () => listed,
      'POST ${n.kebab}/create': () => {
        listed = [...listed, added];
        return json({ message: 'Added.', status_text: 'Created', data: added }, 201);
      },
    });
    const input = $<HTMLInputElement>(el, 'input[name="title"]')!;
    $<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await waitFor(() => $(el, '.field-error'), 'the title message');
    expect($(el, '.field-error')!.textContent).to.equal(en.form.titleRequired);
    expect(network.calls.filter((call) => call.method === 'POST')).to.deep.equal([]);

    fill(input, '  Revise for the exam ');
    $<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await waitFor(() => titles(el).length === 3, 'the list read again');
    expect(titles(el)[0]).to.equal('Revise for the exam');
    expect(network.calls.find((call) => call.method === 'POST')?.body).to.deep.equal({ title: 'Revise for the exam' });
    expect(input.value).to.equal('');
  });

  it('reads right to left in Arabic', async () => {
    setLanguage('ar');
    const el = await mount${n.pascal}({ [LIST]: ITEMS });
    await waitFor(() => $(el, 'h1')?.textContent === ${n.camel}Ar.${n.camel}.title, 'the Arabic heading');
    expect(getComputedStyle($(el, '[part~=page]')!).direction).to.equal('rtl');
  });
});
`,
});

export const TEST_TEMPLATES = [rulesTest, storeTest, routeSamples, screenTest, apiTest, contractCases, browserTest];
