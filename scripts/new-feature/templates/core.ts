import type { FeatureNames } from '../names';
import type { GeneratedFile } from './file';

// src/core: the API calls and schemas, the pure rules, the query store, the routes and the strings.

export const apiSchema = (n: FeatureNames): GeneratedFile => ({
  path: `src/core/api/schemas/${n.kebab}.ts`,
  about: 'answer and body schemas (superstruct): the client reads answers with them, the server checks bodies',
  content: `import { array, string, type, type Infer } from 'superstruct';
import { Id } from './common';
import { maxLength, TEXT_MAX } from './limits';

// The ${n.kebab} calls: one item as answered, the list, and the body that adds one (the server checks it too).

/** One ${n.kebab} item as the API answers it; \`created_at\` is ISO 8601. */
export const ${n.pascal}ItemSchema = type({ id: Id, title: string(), created_at: string() });
export type ${n.pascal}Item = Infer<typeof ${n.pascal}ItemSchema>;

/** GET ${n.kebab}/list answer: the signed-in user's items, newest first. */
export const ${n.pascal}ItemList = array(${n.pascal}ItemSchema);

/** POST ${n.kebab}/create body. */
export const Create${n.pascal}ItemBody = type({ title: maxLength(string(), TEXT_MAX) });
`,
});

export const apiCalls = (n: FeatureNames): GeneratedFile => ({
  path: `src/core/api/${n.kebab}.ts`,
  about: `the calls: fetch${n.pascal}Items() → GET ${n.kebab}/list, create${n.pascal}Item(body) → POST ${n.kebab}/create`,
  content: `import type { Infer } from 'superstruct';
import { request } from '../http/client';
import {
  ${n.pascal}ItemList,
  ${n.pascal}ItemSchema,
  type Create${n.pascal}ItemBody,
  type ${n.pascal}Item,
} from './schemas/${n.kebab}';

export type { ${n.pascal}Item };

/** GET ${n.kebab}/list. */
export function fetch${n.pascal}Items(): Promise<${n.pascal}Item[]> {
  return request('GET', '${n.kebab}/list', { schema: ${n.pascal}ItemList, silent: true });
}

/** POST ${n.kebab}/create: answers the stored item. */
export function create${n.pascal}Item(json: Infer<typeof Create${n.pascal}ItemBody>): Promise<${n.pascal}Item> {
  return request('POST', '${n.kebab}/create', { json, schema: ${n.pascal}ItemSchema, silent: true });
}
`,
});

export const rules = (n: FeatureNames): GeneratedFile => ({
  path: `src/core/${n.kebab}/${n.kebab}-rules.ts`,
  about: 'pure rules: the form check, the body it sends, the order items show in, a server field error',
  content: `import type { ${n.pascal}Item } from '../api/schemas/${n.kebab}';
import type { FieldIssues } from '../forms/field-issues';
import { ApiError } from '../http/api-error';

/** The one field of the add form. */
export type ${n.pascal}Field = 'title';

export interface ${n.pascal}Input {
  title: string;
}

/** The add form: a title that is not blank once trimmed. */
export function validate${n.pascal}Item(input: ${n.pascal}Input): FieldIssues<${n.pascal}Field> {
  return input.title.trim() ? {} : { title: '${n.camel}.form.titleRequired' };
}

/** POST ${n.kebab}/create body: the title trimmed. */
export function ${n.camel}Payload(input: ${n.pascal}Input): { title: string } {
  return { title: input.title.trim() };
}

/** Newest first (then the higher id), whatever order the answer came in. */
export function newestFirst(items: readonly ${n.pascal}Item[]): ${n.pascal}Item[] {
  return [...items].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || Number(b.id) - Number(a.id));
}

/** The server's own words about the title (a 422), shown under the field; undefined for any other failure. */
export function titleErrorOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.fieldErrors?.title?.[0] : undefined;
}
`,
});

export const store = (n: FeatureNames): GeneratedFile => ({
  path: `src/core/${n.kebab}/${n.kebab}-store.ts`,
  about: 'the query store (createQuery + queryStore) and the add action, which invalidates the list',
  content: `import { create${n.pascal}Item, fetch${n.pascal}Items, type ${n.pascal}Item } from '../api/${n.kebab}';
import { ApiError } from '../http/api-error';
import { createQuery } from '../query/query';
import { queryStore, type QueryStore } from '../query/query-store';
import { pushToast } from '../toasts/toasts';
import { ${n.camel}Payload, type ${n.pascal}Input } from './${n.kebab}-rules';

/** GET ${n.kebab}/list, per user: cached, de-duplicated and retried; forgotten at sign-in, sign-out and on a 401. */
export const ${n.camel}Query = createQuery(() => fetch${n.pascal}Items());

/** The signed-in user's items as a store: loads when first watched; \`load({ force: true })\` retries. */
export const ${n.camel}Store: QueryStore<${n.pascal}Item[]> = queryStore(${n.camel}Query);

/**
 * POST ${n.kebab}/create with the trimmed title, then the list is stale: a watched store reads it again at once.
 * Toasts the outcome; rejects with the failure, which the form shows.
 */
export async function add${n.pascal}Item(input: ${n.pascal}Input): Promise<${n.pascal}Item> {
  let item: ${n.pascal}Item;
  try {
    item = await create${n.pascal}Item(${n.camel}Payload(input));
  } catch (error) {
    // An expired session is announced by the session itself, not as a failed add.
    if (!(error instanceof ApiError && error.status === 401))
      pushToast({ variant: 'danger', message: { key: '${n.camel}.form.failed' } });
    throw error;
  }
  ${n.camel}Query.invalidate();
  pushToast({ variant: 'success', message: { key: '${n.camel}.form.added' } });
  return item;
}
`,
});

export const routes = (n: FeatureNames): GeneratedFile => ({
  path: `src/core/${n.kebab}/routes.ts`,
  about: `its route (/${n.kebab}, signed in), joining RouteParts by declaration merging`,
  content: `import type { RouteDefinition } from '../navigation/routes';

/** The ${n.kebab} page. */
export const routes = [
  { name: '${n.kebab}', pattern: '/${n.kebab}', access: 'auth' },
] as const satisfies readonly RouteDefinition[];

declare module '../navigation/routes' {
  interface RouteParts {
    '${n.kebab}': typeof routes;
  }
}
`,
});

export const stringsEn = (n: FeatureNames): GeneratedFile => ({
  path: `src/core/${n.kebab}/strings/en.ts`,
  about: 'English strings; their type is the dictionary part',
  content: `/** English ${n.kebab} strings; the Arabic part is typed against this one. */
export const ${n.camel}En = {
  ${n.camel}: {
    title: '${n.title}',
    redirecting: 'Taking you to sign in…',
    list: 'Your items',
    loadFailed: 'Failed to load the list.',
    empty: 'Nothing here yet: add the first one above.',
    form: {
      title: 'Add an item',
      label: 'Title',
      submit: 'Add',
      submitting: 'Adding…',
      added: 'Added.',
      failed: 'Could not add it. Please try again.',
      titleRequired: 'Please enter a title.',
    },
  },
};

export type ${n.pascal}Dictionary = typeof ${n.camel}En;
`,
});

export const stringsAr = (n: FeatureNames): GeneratedFile => ({
  path: `src/core/${n.kebab}/strings/ar.ts`,
  about: 'Arabic strings, typed against the English ones (same keys)',
  content: `import type { ${n.pascal}Dictionary } from './en';

/** Arabic ${n.kebab} strings. */
export const ${n.camel}Ar: ${n.pascal}Dictionary = {
  ${n.camel}: {
    title: 'العناصر',
    redirecting: 'جارٍ نقلك إلى تسجيل الدخول…',
    list: 'عناصرك',
    loadFailed: 'فشل تحميل القائمة.',
    empty: 'لا يوجد شيء بعد: أضف أول عنصر أعلاه.',
    form: {
      title: 'إضافة عنصر',
      label: 'العنوان',
      submit: 'إضافة',
      submitting: 'جارٍ الإضافة…',
      added: 'تمت الإضافة.',
      failed: 'تعذّرت الإضافة. يرجى المحاولة مرة أخرى.',
      titleRequired: 'يرجى إدخال عنوان.',
    },
  },
};
`,
});

export const stringsIndex = (n: FeatureNames): GeneratedFile => ({
  path: `src/core/${n.kebab}/strings/index.ts`,
  about: 'the LazyDictionary (one chunk per language) and the DictionaryParts declaration',
  content: `import type { LazyDictionary } from '../../locale/i18n';
import type { ${n.pascal}Dictionary } from './en';

/** The ${n.kebab} strings, one chunk per language: a page downloads only the language it shows. */
export const ${n.camel}Dictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.${n.camel}En),
  ar: () => import('./ar').then((module) => module.${n.camel}Ar),
};

declare module '../../locale/i18n' {
  /** The ${n.kebab} keys join the typed key space here, not in a central list. */
  interface DictionaryParts {
    ${n.camel}: ${n.pascal}Dictionary;
  }
}
`,
});

export const CORE_TEMPLATES = [apiSchema, apiCalls, rules, store, routes, stringsEn, stringsAr, stringsIndex];
