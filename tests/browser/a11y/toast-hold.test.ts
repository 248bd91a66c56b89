// Toasts and WCAG 2.2.1 (#37): a toast does not close by itself while the keyboard focus or the pointer is on it.
import { expect } from 'chai';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $toasts, pushToast } from '../../../src/core/toasts/toasts';
import '../../../src/elements/academy-login';
import { mount, realInput, resetPage, shadowQuery, tick } from '../support/helpers';

const SHORT_MS = 200;

async function showToast(): Promise<HTMLButtonElement> {
  const el = mount('<academy-login view="login"></academy-login>');
  await shadowQuery(el, 'form button');
  pushToast({ variant: 'success', message: { text: 'Saved' }, duration: SHORT_MS });
  return shadowQuery<HTMLButtonElement>(el, '[part~=toast] button');
}

describe('toasts stay while focused or pointed at', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
  });
  afterEach(() => resetPage());

  it('keeps a toast while its dismiss button has focus, and closes it in its own time after focus leaves', async () => {
    const dismiss = await showToast();
    dismiss.focus();
    await tick(SHORT_MS * 2);
    expect($toasts.get()).to.have.length(1);
    dismiss.blur();
    await tick(SHORT_MS * 2);
    expect($toasts.get()).to.have.length(0);
  });

  it('keeps a toast while the pointer is on it', async () => {
    const dismiss = await showToast();
    const { sendMouse } = await realInput();
    const box = dismiss.closest('[part~=toast]')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 10), Math.round(box.top + box.height / 2)] });
    await tick(SHORT_MS * 2);
    expect($toasts.get()).to.have.length(1);
    await sendMouse({ type: 'move', position: [0, 0] });
    await tick(SHORT_MS * 2);
    expect($toasts.get()).to.have.length(0);
  });
});
