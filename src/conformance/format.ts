import type { ConformanceReport, RouteResult } from './run';
import { kitWords, type KitWords } from './words';

// The kit's report as a person reads it in a terminal: one line per route, the differing field under it, in the
// run's language (route names and field paths as they are).

const tags = (elements: readonly string[]) => elements.map((name) => `<academy-${name}>`).join(', ');

function lines(words: KitWords, result: RouteResult): string[] {
  const head = `${words[result.outcome].padEnd(4)}  ${result.route}${result.path ? `  (${result.path})` : ''}`;
  if (result.outcome === 'pass') return [head];
  if (result.outcome === 'skip') return [`${head}  ${result.reason ?? ''}`];
  const why = [
    ...(result.reason ? [`      ${result.reason}`] : []),
    ...(result.mismatches ?? []).map((mismatch) => `      ${mismatch.path}: ${mismatch.message}`),
  ];
  const breaks = result.elements.length > 0 ? [`      ${words.wouldBreak(tags(result.elements))}`] : [];
  return [head, ...why, ...breaks];
}

/** The report as printed: a line per route, a summary, and where the run stopped if it did. */
export function formatReport(report: ConformanceReport): string {
  const words = kitWords(report.lang);
  const count = (outcome: RouteResult['outcome']) =>
    report.results.filter((result) => result.outcome === outcome).length;
  return [
    words.title(report.api, report.wrote),
    ...report.results.flatMap((result) => lines(words, result)),
    ...(report.stopped ? [`${words.stopped}  ${report.stopped}`] : []),
    words.summary(count('pass'), count('fail'), count('skip')),
    words.notTried(report.notTried.length, report.wrote),
  ].join('\n');
}

/** The process exit code: 0 all passed, 1 a route failed, 2 the run stopped before the routes. */
export function exitCode(report: ConformanceReport): number {
  if (report.stopped) return 2;
  return report.results.some((result) => result.outcome === 'fail') ? 1 : 0;
}
