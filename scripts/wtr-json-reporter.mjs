// @web/test-runner reporter writing { passed, failed, skipped, files } to a JSON file for scripts/test-all.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Depth-first count of the tests in one session's result tree. */
function countTests(suite, counts) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite?.suites ?? []) countTests(child, counts);
}

export function jsonSummaryReporter(outputFile) {
  return {
    onTestRunFinished({ sessions }) {
      const summary = { passed: 0, failed: 0, skipped: 0, files: [] };
      for (const session of sessions) {
        const counts = { passed: 0, failed: 0, skipped: 0 };
        countTests(session.testResults, counts);
        // A file that failed to load or timed out has no failed test but a failed session: count it once.
        if (session.passed === false && counts.failed === 0) counts.failed = 1;
        summary.passed += counts.passed;
        summary.failed += counts.failed;
        summary.skipped += counts.skipped;
        summary.files.push({ file: session.testFile, ...counts, errors: session.errors.map((e) => e.message) });
      }
      mkdirSync(dirname(outputFile), { recursive: true });
      writeFileSync(outputFile, JSON.stringify(summary, null, 2));
    },
  };
}
