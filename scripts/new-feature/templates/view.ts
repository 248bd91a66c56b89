import type { FeatureNames } from '../names';
import type { GeneratedFile } from './file';

// src/react and src/elements: the view, its form and styles, the element; and the demo host's screen for it.

export const feature = (n: FeatureNames): GeneratedFile => ({
  path: `src/react/${n.kebab}/${n.kebab}-feature.tsx`,
  about: "the element's React root (default export): sign-in gate, list through the query store, loading/error/empty",
  content: `import { newestFirst } from '../../core/${n.kebab}/${n.kebab}-rules';
import { ${n.camel}Store } from '../../core/${n.kebab}/${n.kebab}-store';
import { formatDate } from '../../core/locale/dates';
import { Alert, Button, Spinner } from '../ui/controls';
import { isSignedIn, SignInGate } from '../ui/sign-in-gate';
import { BackLink } from '../ui/state-card';
import formsCss from '../ui/styles/forms.css?inline';
import pageCss from '../ui/styles/page.css?inline';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { useSession } from '../ui/use-session';
import { useStyles } from '../ui/use-styles';
import { ${n.pascal}Form } from './${n.kebab}-form';
import css from './${n.kebab}.css?inline';

const STYLES = [pageCss, formsCss, css];
const DASHBOARD_PATH = '/dashboard';

/** The list: a spinner while it first loads, the failure with a retry, the empty state, or the items newest first. */
function ${n.pascal}List() {
  const { t, locale } = useI18n();
  const state = useQueryState(${n.camel}Store);

  if (!state.data) {
    if (state.status === 'error') {
      return (
        <div className="stack" part="error">
          <Alert variant="danger">{t('${n.camel}.loadFailed')}</Alert>
          <div>
            <Button variant="secondary" onClick={() => void ${n.camel}Store.load({ force: true })}>
              {t('common.retry')}
            </Button>
          </div>
        </div>
      );
    }
    return (
      <div part="loading" aria-busy="true">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (state.data.length === 0) {
    return (
      <p className="muted" part="empty" role="status">
        {t('${n.camel}.empty')}
      </p>
    );
  }
  return (
    <ul
      className="${n.kebab}-list"
      part="list"
      aria-label={t('${n.camel}.list')}
      aria-busy={state.status === 'loading' || undefined}
    >
      {newestFirst(state.data).map((item) => (
        <li key={item.id} className="${n.kebab}-item" part="item">
          <span dir="auto">{item.title}</span>
          <time className="muted" dateTime={item.created_at}>
            {formatDate(item.created_at, locale)}
          </time>
        </li>
      ))}
    </ul>
  );
}

/** \`<${n.tag}>\`: back to the dashboard, the add form and the signed-in user's items. */
export default function ${n.pascal}Feature() {
  useStyles('feature', STYLES);
  const { t } = useI18n();
  const session = useSession();
  if (!isSignedIn(session)) return <SignInGate className="page ${n.kebab}-page" redirecting="${n.camel}.redirecting" />;

  return (
    <div className="page ${n.kebab}-page" part="page">
      <BackLink to={DASHBOARD_PATH} label={t('common.backToDashboard')} className="button-text" />
      <h1>{t('${n.camel}.title')}</h1>
      <${n.pascal}Form />
      <${n.pascal}List />
    </div>
  );
}
`,
});

export const form = (n: FeatureNames): GeneratedFile => ({
  path: `src/react/${n.kebab}/${n.kebab}-form.tsx`,
  about: 'the add form: client check, busy button, the server field error under the field',
  content: `import { useId, useRef, useState, type FormEvent } from 'react';
import { TEXT_MAX } from '../../core/api/schemas/limits';
import { titleErrorOf, validate${n.pascal}Item, type ${n.pascal}Field } from '../../core/${n.kebab}/${n.kebab}-rules';
import { add${n.pascal}Item } from '../../core/${n.kebab}/${n.kebab}-store';
import { Button, TextField } from '../ui/controls';
import { acceptForm, textMessages, useFieldMessages, useSubmission } from '../ui/form-state';
import { useI18n } from '../ui/use-i18n';

/** The add form: a required title; its message clears as soon as it is edited; the outcome is a toast. */
export function ${n.pascal}Form() {
  const { t, message } = useI18n();
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState('');
  const { errors, setErrors, clear } = useFieldMessages<${n.pascal}Field>();
  const { busy, run } = useSubmission();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      if (!acceptForm(validate${n.pascal}Item({ title }), setErrors, form.current)) return;
      try {
        await add${n.pascal}Item({ title });
        setTitle('');
      } catch (error) {
        setErrors(textMessages({ title: titleErrorOf(error) }));
      }
    });
  };

  return (
    <section className="card stack" part="form" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('${n.camel}.form.title')}</h2>
      <form ref={form} className="stack" noValidate onSubmit={submit}>
        <TextField
          name="title"
          label={\`\${t('${n.camel}.form.label')} (\${t('common.required')})\`}
          maxLength={TEXT_MAX}
          required
          aria-required="true"
          value={title}
          error={errors.title ? message(errors.title) : undefined}
          onValue={(value) => {
            setTitle(value);
            clear('title');
          }}
        />
        <div>
          <Button type="submit" busy={busy}>
            {busy ? t('${n.camel}.form.submitting') : t('${n.camel}.form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
`,
});

export const styles = (n: FeatureNames): GeneratedFile => ({
  path: `src/react/${n.kebab}/${n.kebab}.css`,
  about: 'its styles (logical properties, so Arabic mirrors)',
  content: `/* The ${n.kebab} page: the add form above the list; logical properties so RTL mirrors. */
.${n.kebab}-page {
  max-inline-size: 48rem;
}
.${n.kebab}-list {
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
}
.${n.kebab}-item {
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  padding-block: 0.75rem;
  border-block-end: 1px solid var(--academy-divider);
  overflow-wrap: anywhere;
}
`,
});

export const props = (n: FeatureNames): GeneratedFile => ({
  path: `src/react/${n.kebab}/${n.kebab}-props.ts`,
  about: "the element's attributes as React props (none of its own yet)",
  content: `/** Attributes of \`${n.tag}\` as React props: only the common ones (api-base, lang, brand). */
export type ${n.pascal}Props = Record<never, never>;
`,
});

export const element = (n: FeatureNames): GeneratedFile => ({
  path: `src/elements/${n.tag}.ts`,
  about: 'the element: JSDoc for the manifest, createAcademyElement, define(), the tag-map entry',
  content: `import { ${n.camel}Dictionary } from '../core/${n.kebab}/strings';
import type { ${n.pascal}Props } from '../react/${n.kebab}/${n.kebab}-props';
import { createAcademyElement } from './create-element';
import { define } from './define';

/**
 * @summary ${n.title}: the signed-in user's items, newest first, and a form that adds one.
 * @tag ${n.tag}
 * @attr {string} api-base - API host (the client adds \`/backend/\`).
 * @attr {'en'|'ar'} lang - Language of this element's text, overriding the page language (\`setLanguage()\`); the data it asks the API for stay in the page language.
 * @attr {'safe'|'aman'|'association'} brand - Brand variant override.
 * @event {CustomEvent<{ path, replace }>} academy-navigate - Cancelable; the back link asks for \`/dashboard\`.
 * @event {CustomEvent<{ path }>} academy-session-expired - On \`document\`: a call answered 401 and the stored session was cleared.
 * @event {CustomEvent<{ message, status? }>} academy-error - A render failure (on the element) or a failed call (on \`document\`).
 * @csspart page - The page wrapper.
 * @csspart back - The back-to-dashboard link.
 * @csspart form - The add form's card.
 * @csspart field - The labelled title input with its error line.
 * @csspart input - The title input.
 * @csspart button - Every button (add, retry); also \`button-primary\` or \`button-secondary\` by variant.
 * @csspart list - The list of items, newest first.
 * @csspart item - One item: its title and date.
 * @csspart empty - The message shown when there are no items.
 * @csspart loading - The spinner while the session or the list loads.
 * @csspart error - The failed-load state with its retry button.
 * @csspart alert - The message of the failed-load state; also \`alert-danger\`.
 * @csspart toaster - The notification area.
 * @csspart toast - One notification.
 * @csspart fallback - The error screen shown when the element fails to render.
 * @cssproperty --academy-primary-main - Brand colour of the buttons, links and focus rings.
 */
export const Academy${n.pascal} = createAcademyElement<${n.pascal}Props>({
  dictionary: ${n.camel}Dictionary,
  load: () => import('../react/${n.kebab}/${n.kebab}-feature'),
  attributes: {},
});

define('${n.tag}', Academy${n.pascal});

/** An \`<${n.tag}>\` element, with its attributes as properties. */
export type Academy${n.pascal} = InstanceType<typeof Academy${n.pascal}>;

declare global {
  interface HTMLElementTagNameMap {
    '${n.tag}': Academy${n.pascal};
  }
}
`,
});

export const hostScreen = (n: FeatureNames): GeneratedFile => ({
  path: `demo/host/features/${n.kebab}.ts`,
  about: 'the demo host draws the element on its route, in the shell, titled in both languages',
  content: `import { defineScreens } from '../screens';

/** /${n.kebab}: the ${n.kebab} page in the shell. */
export const screens = defineScreens({
  '${n.kebab}': { title: { en: '${n.title}', ar: 'العناصر' }, layout: 'shell', tag: '${n.tag}' },
});
`,
});

export const VIEW_TEMPLATES = [feature, form, styles, props, element, hostScreen];
