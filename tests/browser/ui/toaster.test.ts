// The toaster in real Chromium: one owner per page, at most three toasts, live regions, handover, dismissal.
import { expect } from 'chai';
import { commonEn } from '../../../src/core/locale/dictionaries/common/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { pushToast } from '../../../src/core/toasts/toasts';
import '../../../src/elements/academy-login';
import { mount, realClick, resetPage, shadowQuery, waitFor } from '../support/helpers';

const toastersOf = (...hosts: HTMLElement[]) =>
  hosts.flatMap((host) => [...host.shadowRoot!.querySelectorAll<HTMLElement>('[part~=toaster]')]);
const texts = (toaster: Element, region: string) =>
  [...toaster.querySelectorAll(`${region} [part~=toast] p`)].map((p) => p.textContent);

async function mountTwo(): Promise<[HTMLElement, HTMLElement]> {
  const a = mount('<academy-login></academy-login>');
  const b = mount('<academy-login view="signup"></academy-login>');
  await shadowQuery(a, 'form');
  await shadowQuery(b, 'form');
  return [a, b];
}

describe('Toaster', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
  });
  afterEach(() => resetPage());

  it('only one of two mounted elements renders the toaster', async () => {
    const [a, b] = await mountTwo();
    const toasters = await waitFor(() => toastersOf(a, b).length === 1 && toastersOf(a, b), 'exactly one toaster');
    expect(toasters[0]!.getRootNode()).to.equal(a.shadowRoot);
    pushToast({ variant: 'success', message: { text: 'Saved' } });
    await waitFor(() => texts(toasters[0]!, '[role=status]').length === 1, 'toast shown');
    const all = [a, b].flatMap((host) => [...host.shadowRoot!.querySelectorAll('[part~=toast]')]);
    expect(all, 'shown once on the page').to.have.length(1);
  });

  it('shows at most three toasts, newest kept, in a polite live region', async () => {
    const [a, b] = await mountTwo();
    for (let i = 1; i <= 5; i++) pushToast({ variant: 'success', message: { text: `Toast ${i}` } });
    const [toaster] = await waitFor(() => toastersOf(a, b).length === 1 && toastersOf(a, b), 'toaster');
    await waitFor(() => texts(toaster!, '[role=status]').length === 3, 'three toasts');
    expect(texts(toaster!, '[role=status]')).to.deep.equal(['Toast 3', 'Toast 4', 'Toast 5']);
    expect(toaster!.getAttribute('aria-label')).to.equal(commonEn.common.notifications);
    const live = toaster!.querySelector('[role=status]')!;
    expect(live.getAttribute('aria-live')).to.equal('polite');
    for (const toast of live.querySelectorAll('[part~=toast]')) {
      const rect = toast.getBoundingClientRect();
      expect(rect.height, 'painted').to.be.greaterThan(20);
      expect(rect.right).to.be.at.most(innerWidth);
      expect(rect.top).to.be.at.least(0);
    }
  });

  it('announces danger toasts assertively, apart from the polite ones', async () => {
    const [a] = await mountTwo();
    pushToast({ variant: 'success', message: { text: 'ok' } });
    pushToast({ variant: 'danger', message: { key: 'login.errors.serverError' } });
    const toaster = await shadowQuery(a, '[part~=toaster]');
    await waitFor(() => texts(toaster, '[role=alert]').length === 1, 'danger toast');
    expect(toaster.querySelector('[role=alert]')!.getAttribute('aria-live')).to.equal('assertive');
    expect(texts(toaster, '[role=alert]')).to.deep.equal(['Server error. Please try again later.']);
    expect(texts(toaster, '[role=status]')).to.deep.equal(['ok']);
  });

  it('hands the toasts over when the owning element is removed', async () => {
    const [a, b] = await mountTwo();
    pushToast({ variant: 'primary', message: { text: 'Still here' } });
    await waitFor(() => toastersOf(a).length === 1, 'first owns');
    a.remove();
    const toaster = await shadowQuery(b, '[part~=toaster]');
    await waitFor(() => texts(toaster, '[role=status]').join() === 'Still here', 'second shows the toast');
  });

  it('a real click on × dismisses the toast', async () => {
    const [a] = await mountTwo();
    pushToast({ variant: 'success', message: { text: 'one' } });
    pushToast({ variant: 'success', message: { text: 'two' } });
    const toaster = await shadowQuery(a, '[part~=toaster]');
    await waitFor(() => texts(toaster, '[role=status]').length === 2, 'two toasts');
    const close = toaster.querySelector<HTMLButtonElement>('[part~=toast] button')!;
    expect(close.getAttribute('aria-label')).to.equal(commonEn.common.dismiss);
    await realClick(close);
    await waitFor(() => texts(toaster, '[role=status]').join() === 'two', 'first dismissed');
  });
});
