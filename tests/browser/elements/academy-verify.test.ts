// <academy-verify> in real Chromium against a stubbed API: the list newest first, the empty state, a failed load
// and its retry, the form's own check and an add that reloads the list, and the Arabic page right to left.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { verifyAr } from '../../../src/core/verify/strings/ar';
import { verifyEn } from '../../../src/core/verify/strings/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-verify';
import { fill, json, mount, resetPage, sessionRoutes, shadowQuery, stubFetch, USER, waitFor } from '../support/helpers';

const en = verifyEn.verify;
const LIST = 'verify/list';
const ITEMS = [
  { id: 1, title: 'Read the course outline', created_at: '2026-03-01T10:00:00.000Z' },
  { id: 2, title: 'Bring the lab notebook', created_at: '2026-03-02T10:00:00.000Z' },
];

let network: ReturnType<typeof stubFetch>;

/** Signs in, answers the API with `routes` and mounts the element once its page (or a state) is drawn. */
async function mountVerify(routes: Record<string, unknown>, ready = '[part~=list]'): Promise<HTMLElement> {
  network = stubFetch({ ...sessionRoutes, ...routes });
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id) } as User);
  const el = mount('<academy-verify></academy-verify>');
  await shadowQuery(el, ready);
  return el;
}

const $ = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);
const titles = (el: HTMLElement) =>
  [...el.shadowRoot!.querySelectorAll('[part~=item] span')].map((item) => item.textContent);

describe('<academy-verify>', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
  });
  afterEach(() => {
    resetPage();
    network?.restore();
  });

  it('lists the items newest first under the heading', async () => {
    const el = await mountVerify({ [LIST]: ITEMS });
    expect($(el, 'h1')!.textContent).to.equal(en.title);
    expect(titles(el)).to.deep.equal(['Bring the lab notebook', 'Read the course outline']);
  });

  it('says so when there is nothing yet', async () => {
    const el = await mountVerify({ [LIST]: [] }, '[part~=empty]');
    expect($(el, '[part~=empty]')!.textContent).to.equal(en.empty);
  });

  it('shows a failed load with a retry that loads it again', async () => {
    let answer: Response | typeof ITEMS = json({ message: 'Not allowed' }, 403);
    const el = await mountVerify({ [LIST]: () => answer }, '[part~=error]');
    expect($(el, '[part~=error] [part~=alert]')!.textContent).to.equal(en.loadFailed);
    answer = ITEMS;
    $<HTMLButtonElement>(el, '[part~=error] button')!.click();
    await shadowQuery(el, '[part~=list]');
    expect(titles(el)).to.have.length(2);
  });

  it('asks for a title before sending, then adds one and shows the list read again', async () => {
    let listed = [...ITEMS];
    const added = { id: 3, title: 'Revise for the exam', created_at: '2026-03-03T10:00:00.000Z' };
    const el = await mountVerify({
      [LIST]: () => listed,
      'POST verify/create': () => {
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
    const el = await mountVerify({ [LIST]: ITEMS });
    await waitFor(() => $(el, 'h1')?.textContent === verifyAr.verify.title, 'the Arabic heading');
    expect(getComputedStyle($(el, '[part~=page]')!).direction).to.equal('rtl');
  });
});
