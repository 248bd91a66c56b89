// <academy-lecture-qr>, issue #29: a learner's scan kept offline shows on the roster as such, in words and with an
// icon (never colour alone), until the trainer accepts it; the accept call, the roster read again, and a refusal.
import { expect } from 'chai';
import { commonEn } from '../../../src/core/locale/dictionaries/common/en';
import { scanFactsAr } from '../../../src/core/locale/dictionaries/scan-facts/ar';
import { scanFactsEn } from '../../../src/core/locale/dictionaries/scan-facts/en';
import { json, realClick, resetPage, waitFor } from '../support/helpers';
import {
  ar,
  calls,
  en,
  localIso,
  mountLectureQr,
  network,
  person,
  q,
  qq,
  resetEnglish,
  ROSTER,
} from './academy-lecture-qr-support';

const ACCEPT = 'POST attendance/lecture/accept';
const OFFLINE = { method: 'OFFLINE', distance_m: 12, accuracy_m: 9 };
const dana = (flags: string[]) =>
  person(205, 'Dana Saleh', 'checked_out', localIso(9, 2), localIso(9, 6), { ...OFFLINE, flags });
const amal = person(203, 'Amal Haddad', 'checked_in', localIso(9, 4), null, { method: 'QR', flags: [] });

const row = (el: HTMLElement, id: number) => q<HTMLElement>(el, `[part~=roster-person][data-participant="${id}"]`);
/** Clicks as a person does: the roster sits below the code, so the button is brought into view first. */
async function press(button: HTMLElement): Promise<void> {
  button.scrollIntoView({ block: 'center' });
  await realClick(button);
}
const flagsOf = (el: HTMLElement, id: number) =>
  [...(row(el, id)?.querySelectorAll<HTMLElement>('[part~=scan-flag]') ?? [])].map((flag) => flag.dataset.flag);

describe('<academy-lecture-qr> offline scans to accept', () => {
  beforeEach(resetEnglish);
  afterEach(() => {
    resetPage();
    network?.restore();
  });

  it('shows the offline scan in words with an icon, and the trainer accepts it: the call, then the roster without the flag', async () => {
    let accepted = false;
    const el = await mountLectureQr({
      [ROSTER]: () => ({
        rows: [amal, dana(accepted ? ['short_stay'] : ['offline_unconfirmed', 'short_stay'])],
        updated_at: localIso(9, 30),
      }),
      [ACCEPT]: () => {
        accepted = true;
        return dana(['short_stay']);
      },
    });
    await waitFor(() => row(el, 205), 'roster');
    const flag = row(el, 205)!.querySelector<HTMLElement>('[part~=scan-flag][data-flag=offline_unconfirmed]')!;
    expect([flag.textContent, !!flag.querySelector('svg'), row(el, 205)!.dataset.flagged]).to.deep.equal([
      scanFactsEn.flags.offline_unconfirmed,
      true,
      'true',
    ]);
    expect(row(el, 203)!.querySelector('[part~=accept-offline]')).to.equal(null);
    const button = row(el, 205)!.querySelector<HTMLButtonElement>('[part~=accept-offline]')!;
    expect([button.textContent, button.getAttribute('aria-label')]).to.deep.equal([
      en.roster.acceptOffline,
      en.roster.acceptOfflineFor.replace('{{name}}', 'Dana Saleh'),
    ]);
    const asked = calls(ROSTER).length;
    await press(button);
    await waitFor(() => !row(el, 205)?.querySelector('[part~=accept-offline]'), 'accepted');
    expect(calls(ACCEPT).map((call) => call.body)).to.deep.equal([
      { related_type: 'lecture', related_id: '1001', participant_id: '205' },
    ]);
    expect(calls(ROSTER).length).to.be.greaterThan(asked);
    expect(flagsOf(el, 205)).to.deep.equal(['short_stay']);
  });

  it('a refusal is said in words (§8: a 403 in the catalogue’s) and leaves the button to try again', async () => {
    const el = await mountLectureQr({
      [ROSTER]: { rows: [dana(['offline_unconfirmed'])], updated_at: localIso(9, 30) },
      [ACCEPT]: () => json({ message: 'Attendance for this lecture is closed.', status_text: 'Forbidden' }, 403),
    });
    const button = await waitFor(
      () => row(el, 205)?.querySelector<HTMLButtonElement>('[part~=accept-offline]'),
      'button',
    );
    await press(button);
    const alert = await waitFor(() => q(el, '[part~=accept-offline-error][role=alert]'), 'alert');
    expect(alert.textContent).to.equal(commonEn.errors.forbidden);
    await waitFor(() => !row(el, 205)!.querySelector<HTMLButtonElement>('[part~=accept-offline]')!.disabled, 'enabled');
    expect(flagsOf(el, 205)).to.deep.equal(['offline_unconfirmed']);
  });

  it('Arabic: the flag and the button in Arabic', async () => {
    const el = await mountLectureQr(
      { [ROSTER]: { rows: [dana(['offline_unconfirmed'])], updated_at: localIso(9, 30) } },
      '<academy-lecture-qr lecture-id="1001" lang="ar"></academy-lecture-qr>',
    );
    await waitFor(() => el.getAttribute('dir') === 'rtl' && row(el, 205), 'rtl roster');
    await waitFor(() => qq(el, '[part~=accept-offline]').length === 1, 'button');
    expect(q(el, '[part~=scan-flag]')!.textContent).to.equal(scanFactsAr.flags.offline_unconfirmed);
    expect(q(el, '[part~=accept-offline]')!.textContent).to.equal(ar.roster.acceptOffline);
  });
});
