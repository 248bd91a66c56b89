import type { ConformanceReport, RouteResult } from './run';

// The kit's report as a person reads it in a terminal: one line per route, the differing field under it.

const tags = (elements: readonly string[]) => elements.map((name) => `<academy-${name}>`).join(', ');

function lines(result: RouteResult): string[] {
  const head = `${result.outcome.toUpperCase().padEnd(4)}  ${result.route}${result.path ? `  (${result.path})` : ''}`;
  if (result.outcome === 'pass') return [head];
  if (result.outcome === 'skip') return [`${head}  ${result.reason ?? ''}`];
  const why = [
    ...(result.reason ? [`      ${result.reason}`] : []),
    ...(result.mismatches ?? []).map((mismatch) => `      ${mismatch.path}: ${mismatch.message}`),
  ];
  const breaks = result.elements.length > 0 ? [`      would break ${tags(result.elements)}`] : [];
  return [head, ...why, ...breaks];
}

/** The report as printed: a line per route, a summary, and where the run stopped if it did. */
export function formatReport(report: ConformanceReport): string {
  const count = (outcome: RouteResult['outcome']) =>
    report.results.filter((result) => result.outcome === outcome).length;
  return [
    `academy-widgets conformance: ${report.api || '(no API base)'} (${report.wrote ? 'with writes' : 'read-only'})`,
    ...report.results.flatMap(lines),
    ...(report.stopped ? [`STOPPED  ${report.stopped}`] : []),
    `${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped`,
    `Not tried: ${report.notTried.length} routes${report.wrote ? '' : ' that write (--allow-writes adds some, on a test account), or'} that need an id or a state no answer gives.`,
  ].join('\n');
}

/** The process exit code: 0 all passed, 1 a route failed, 2 the run stopped before the routes. */
export function exitCode(report: ConformanceReport): number {
  if (report.stopped) return 2;
  return report.results.some((result) => result.outcome === 'fail') ? 1 : 0;
}
