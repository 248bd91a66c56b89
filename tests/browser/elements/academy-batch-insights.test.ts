// <academy-batch>'s Insights tab (issue #34) in real Chromium against a stubbed API: charts with names and table
// alternatives in English and Arabic (mirrored: the first lecture on the right, the y axis on the right), the at-risk
// reasons in words, the range filter's messages (before any call, and the server's), the error state with retry,
// and an export saved as a file (the token in a header, never the URL); in Arabic the range's boxes in Arabic digits.
import { expect } from 'chai';
import { insightsAr } from '../../../src/core/batch/insights/strings/ar';
import { insightsEn } from '../../../src/core/batch/insights/strings/en';
import { commonAr } from '../../../src/core/locale/dictionaries/common/ar';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { fill, json, resetPage, shadowQuery, waitFor, type StubCall } from '../support/helpers';
import { EXPORT, INSIGHTS, insights, mountInsights } from './academy-batch-insights-support';

const en = insightsEn.insights;
const ar = insightsAr.insights;
let restore: (() => void) | undefined;

async function open(routes: Record<string, unknown>, lang: 'en' | 'ar' = 'en') {
  const { el, network } = await mountInsights(routes, lang);
  restore = network.restore;
  const root = el.shadowRoot!;
  return { el, root, network };
}

const texts = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((node) => node.textContent?.trim());
/** The x positions of the first chart's x-axis labels, by their text. */
function xLabels(chart: Element): { text: string; x: number }[] {
  return [...chart.querySelectorAll('.ct-label.ct-horizontal')]
    .map((label) => ({ text: label.textContent ?? '', x: label.getBoundingClientRect().left }))
    .filter((label) => label.text);
}
const insightCalls = (calls: StubCall[]) => calls.filter((call) => call.path === 'batches/insights/2401');

describe('<academy-batch> insights', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
  });
  afterEach(() => {
    resetPage();
    restore?.();
  });

  it('draws named charts with table alternatives and lists who is at risk and why', async () => {
    const { root } = await open({ [INSIGHTS]: insights() });
    const chart = await shadowQuery(root.host, '[part~=insights-lectures] [role=img]');
    await waitFor(() => chart.querySelectorAll('.ct-bar').length === 3, 'three bars');
    expect(chart.getAttribute('aria-label')).to.equal(en.lectures.rateChart.replace('{{count}}', '3'));
    const labels = xLabels(chart);
    expect(labels.map((label) => label.text)).to.deep.equal(['1', '2', '3']);
    expect(labels[0]!.x).to.be.below(labels[2]!.x);
    expect(texts(root, '[part~=reason]')).to.deep.equal([
      'Attendance 60 % (under 75 %)',
      'Failed Safety basics with 40 %',
      'Missed Fire drill',
      '5 integrity events',
    ]);
    expect(root.querySelector('[part~=insights-at-risk] h3')!.textContent).to.equal('1 learner at risk');
    // Every chart has a name and a real table behind "Show as table".
    const figures = [...root.querySelectorAll('figure[part~=chart]')];
    expect(figures.length).to.equal(4);
    for (const figure of figures) {
      expect(figure.querySelector('[role=img]')!.getAttribute('aria-label')).to.match(/\w/);
      expect(figure.querySelector('details summary')!.textContent).to.equal(en.showTable);
      expect(figure.querySelectorAll('details table tbody tr').length).to.be.greaterThan(0);
    }
    const exam = root.querySelector('[part~=exam] details table')!;
    expect(texts(exam, 'tbody th')[0]).to.equal('0–9 %');
    expect(texts(exam, 'tbody th')[9]).to.equal('90–100 %');
    // Lowest attendance first.
    expect(texts(root, '[part~=insights-learners] tbody th')).to.deep.equal([
      'Omar Khalid',
      'Sara Ali',
      'Layla Hassan',
    ]);
    // Two series: named in the legend, told apart by pattern too.
    expect(texts(root, '[part~=chart-legend] li')).to.deep.equal([en.lectures.late, en.lectures.earlyLeave]);
    expect(root.querySelectorAll('.mark-dashed .ct-bar').length).to.equal(3);
  });

  it('mirrors the charts in Arabic, with Arabic digits and reasons', async () => {
    setLanguage('ar');
    const { root } = await open({ [INSIGHTS]: insights() }, 'ar');
    const chart = await shadowQuery(root.host, '[part~=insights-lectures] [role=img]');
    await waitFor(() => xLabels(chart).length === 3, 'three labels');
    const labels = xLabels(chart);
    // Right to left: the first lecture on the right.
    expect(labels.map((label) => label.text)).to.deep.equal(['٣', '٢', '١']);
    expect(labels[2]!.x).to.be.above(labels[0]!.x);
    // The y axis on the right of the plot.
    const box = chart.getBoundingClientRect();
    const yLabel = chart.querySelector('.ct-label.ct-vertical')!.getBoundingClientRect();
    expect(yLabel.left).to.be.above(box.left + box.width / 2);
    expect(chart.querySelector('.ct-label.ct-vertical')!.textContent).to.match(/^[٠-٩]+$/);
    // In each group the first series (late, solid) is the rightmost, as the legend's first entry.
    const late = root.querySelectorAll('[part~=insights-lectures] [role=img]')[1]!;
    await waitFor(() => late.querySelectorAll('.ct-bar').length === 6, 'six bars');
    const x = (selector: string) => Number([...late.querySelectorAll(selector)].at(-1)!.getAttribute('x1'));
    expect(x('.mark-solid .ct-bar')).to.be.above(x('.mark-dashed .ct-bar'));
    expect(texts(root, '[part~=reason]')).to.deep.equal([
      'الحضور ٦٠ ٪ (أقل من ٧٥ ٪)',
      'لم يجتز Safety basics بدرجة ٤٠ ٪',
      'فاته Fire drill',
      '٥ أحداث نزاهة',
    ]);
    expect(root.querySelector('[part~=chart-table] summary')!.textContent).to.equal(ar.showTable);
  });

  it('checks the range before asking, and shows the server refusing it under its field', async () => {
    const { root, network } = await open({
      [INSIGHTS]: (call: StubCall) =>
        call.search?.includes('to=2026-11-02')
          ? json({ message: 'Invalid', status_text: 'Unprocessable', data: { to: ['Server says no.'] } }, 422)
          : insights(),
    });
    const form = await shadowQuery(root.host, '[part~=range-filter]');
    await waitFor(() => root.querySelector('[part~=insights-at-risk]'), 'the insights');
    const from = form.querySelector<HTMLInputElement>('input[name=from]')!;
    const to = form.querySelector<HTMLInputElement>('input[name=to]')!;
    const apply = form.querySelector<HTMLButtonElement>('[data-action=apply]')!;
    const before = insightCalls(network.calls).length;

    fill(from, '2026-11-10');
    fill(to, '2026-11-09');
    apply.click();
    await waitFor(() => form.querySelector('[part~=field-error]'), 'the reversed message');
    expect(form.querySelector('[part~=field-error]')!.textContent).to.equal(en.range.reversed);
    expect(to.getAttribute('aria-invalid')).to.equal('true');
    fill(from, '2024-01-01');
    fill(to, '2026-01-02');
    apply.click();
    await waitFor(() => form.querySelector('[part~=field-error]')?.textContent === en.range.tooLong, 'too long');
    expect(insightCalls(network.calls).length, 'nothing asked').to.equal(before);

    fill(from, '2026-11-01');
    fill(to, '2026-11-02');
    apply.click();
    await waitFor(() => form.querySelector('[part~=field-error]')?.textContent === 'Server says no.', 'server words');
    expect(insightCalls(network.calls).at(-1)!.search).to.equal('?from=2026-11-01&to=2026-11-02');

    fill(to, '2026-11-20');
    apply.click();
    await waitFor(
      () => !form.querySelector('[part~=field-error]') && root.querySelector('[part~=insights-at-risk]'),
      'ok',
    );
    expect(insightCalls(network.calls).at(-1)!.search).to.equal('?from=2026-11-01&to=2026-11-20');
  });

  it('range in Arabic: Arabic-Indic text boxes with the pattern; either digits typed, ASCII asked (#29 item 12)', async () => {
    setLanguage('ar');
    const { root, network } = await open({ [INSIGHTS]: insights() }, 'ar');
    const form = await shadowQuery(root.host, '[part~=range-filter]');
    const from = form.querySelector<HTMLInputElement>('input[name=from]')!;
    const to = form.querySelector<HTMLInputElement>('input[name=to]')!;
    await waitFor(() => to.value === '٢٠٢٦-١١-٣٠', 'the batch range in Arabic digits');
    expect([from.value, from.type, from.inputMode]).to.deep.equal(['٢٠٢٦-١١-٠١', 'text', 'decimal']);
    const hint = form.querySelector(`#${CSS.escape(from.getAttribute('aria-describedby')!)}`)!;
    expect(hint.textContent).to.equal(commonAr.common.dateHint.replace('{{example}}', '٢٠٢٦-٠١-٣١'));
    expect(form.textContent).not.to.match(/[0-9]/);

    fill(from, '2026-11-1٠');
    fill(to, '٢٠٢٦-١١-٠9');
    expect([from.value, to.value]).to.deep.equal(['٢٠٢٦-١١-١٠', '٢٠٢٦-١١-٠٩']);
    const apply = form.querySelector<HTMLButtonElement>('[data-action=apply]')!;
    apply.click();
    await waitFor(() => form.querySelector('[part~=field-error]')?.textContent === ar.range.reversed, 'reversed');
    // The error and the pattern both describe the box.
    expect(to.getAttribute('aria-describedby')!.split(' ')).to.have.length(2);
    // Text that is no date stays as typed, named by the check.
    fill(from, ' ٣٠/١١/٢٠٢٦ ');
    apply.click();
    await waitFor(() => form.querySelector('[part~=field-error]')?.textContent === ar.range.invalid, 'invalid');
    expect(from.value).to.equal(' ٣٠-١١-٢٠٢٦ ');
    fill(from, ' ۲۰۲۶-11-٠2 ');
    fill(to, '٢٠٢٦-١١-٢٠');
    apply.click();
    await waitFor(() => insightCalls(network.calls).at(-1)?.search === '?from=2026-11-02&to=2026-11-20', 'ASCII asked');
  });

  it('range in English: the native date inputs, no pattern under them; Arabic chosen, its boxes written', async () => {
    const { el, root } = await open({ [INSIGHTS]: insights() });
    const form = await shadowQuery(root.host, '[part~=range-filter]');
    const from = () => form.querySelector<HTMLInputElement>('input[name=from]')!;
    await waitFor(() => from().value === '2026-11-01', 'the batch range');
    expect([from().type, from().getAttribute('aria-describedby')]).to.deep.equal(['date', null]);
    expect(form.querySelectorAll('.field-hint')).to.have.length(0);
    el.setAttribute('lang', 'ar');
    await waitFor(() => from().type === 'text' && from().value === '٢٠٢٦-١١-٠١', 'the Arabic box, written');
    expect(form.querySelectorAll('.field-hint')).to.have.length(2);
  });

  it('keeps 2,000 learners usable: 25 rows at first, Show more, Show all', async () => {
    const learners = Array.from({ length: 2000 }, (_, index) => ({
      participant_id: index + 1,
      name: `Learner ${index + 1}`,
      lectures: 40,
      attended: 40 - (index % 41),
      late: 0,
      early_leave: 0,
      absent: index % 41,
      rate: Math.round(((40 - (index % 41)) / 40) * 100),
    }));
    const { root } = await open({ [INSIGHTS]: insights({ learners }) });
    const part = await shadowQuery(root.host, '[part~=insights-learners]');
    const rows = () => part.querySelectorAll('tbody tr').length;
    await waitFor(() => rows() === 25, '25 rows');
    expect(part.querySelector('tbody td')!.textContent).to.contain('0 %');
    part.querySelector<HTMLButtonElement>('[data-action=more]')!.click();
    await waitFor(() => rows() === 50, '50 rows');
    expect(part.querySelector('[part~=learners-shown]')!.textContent).to.equal('Showing 50 of 2000 learners.');
    part.querySelector<HTMLButtonElement>('[data-action=all]')!.click();
    await waitFor(() => rows() === 2000, 'all rows');
    expect(part.querySelector('[data-action=more]')).to.equal(null);
  });

  it('shows an error with retry when the answer is unreadable', async () => {
    let good = false;
    const { root } = await open({ [INSIGHTS]: () => (good ? insights() : { batch_no: '2401' }) });
    const error = await shadowQuery(root.host, '[part~=insights] [part~=error]');
    expect(error.querySelector('[role=alert]')!.textContent).to.equal(en.invalid);
    good = true;
    error.querySelector<HTMLButtonElement>('[data-action=retry]')!.click();
    await waitFor(() => root.querySelector('[part~=insights-at-risk]'), 'the insights after retry');
  });

  it('shows empty states for a batch without lectures, exams or criteria', async () => {
    const { root } = await open({
      [INSIGHTS]: insights({ lectures: [], learners: [], exams: [], criteria: [], at_risk: [] }),
    });
    await waitFor(() => root.querySelector('[part~=insights-at-risk]'), 'the insights');
    expect(texts(root, '[part~=insights] [part~=empty]')).to.deep.equal([
      en.atRisk.empty,
      en.lectures.empty,
      en.learners.empty,
      en.exams.empty,
      en.criteria.empty,
    ]);
    expect(root.querySelector('figure')).to.equal(null);
  });

  it('downloads an export with the table, format and range asked, the token in a header', async () => {
    const saved: { name: string; href: string }[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) saved.push({ name: this.download, href: this.href });
      else click.call(this);
    };
    try {
      let fail = false;
      const { root, network } = await open({
        [INSIGHTS]: insights(),
        [EXPORT]: () =>
          fail
            ? json({ message: 'Boom', status_text: 'Server Error' }, 400)
            : new Response('\uFEFFName,Rate\n', {
                headers: {
                  'Content-Type': 'text/csv; charset=utf-8',
                  'Content-Disposition': `attachment; filename="x.csv"; filename*=UTF-8''batch-2401-%D8%A7.csv`,
                },
              }),
      });
      const form = await shadowQuery(root.host, '[part~=range-filter]');
      await waitFor(() => root.querySelector('[part~=insights-exports]'), 'the exports');
      fill(form.querySelector<HTMLInputElement>('input[name=from]')!, '2026-11-01');
      fill(form.querySelector<HTMLInputElement>('input[name=to]')!, '2026-11-15');
      form.querySelector<HTMLButtonElement>('[data-action=apply]')!.click();
      await waitFor(() => insightCalls(network.calls).some((call) => call.search?.includes('2026-11-15')), 'range');
      const button = await shadowQuery<HTMLButtonElement>(root.host, 'button[data-table=attendance][data-format=csv]');
      expect(button.getAttribute('aria-label')).to.equal('Download Attendance as CSV');
      button.click();
      await waitFor(() => saved.length === 1, 'the file saved');
      expect(saved[0]!.name).to.equal('batch-2401-ا.csv');
      expect(saved[0]!.href).to.match(/^blob:/);
      const call = network.calls.find((one) => one.path === 'batches/export/2401')!;
      expect(call.search).to.equal('?table=attendance&format=csv&from=2026-11-01&to=2026-11-15');
      expect(call.headers!.get('Authorization')).to.equal('Bearer secret-token');
      expect(call.headers!.get('Accept')).to.equal('text/csv');
      expect(call.search).not.to.include('secret');
      await waitFor(
        () => root.querySelector('[part~=export-status]')?.textContent === 'Attendance downloaded.',
        'done',
      );

      fail = true;
      root.querySelector<HTMLButtonElement>('button[data-table=at_risk][data-format=xlsx]')!.click();
      await waitFor(() => root.querySelector('[part~=insights-exports] [role=alert]'), 'the failure');
      expect(root.querySelector('[part~=insights-exports] [role=alert]')!.textContent).to.equal(en.export.failed);
      expect(saved.length).to.equal(1);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });
});
