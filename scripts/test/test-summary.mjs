// Adds up the JSON reports of Vitest and Playwright into the closing line "N passed, N failed", after the names of
// the failed test cases (the end of a long CI log is often all a reader gets to see).
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const [failedStepCount, ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
// Colour codes some reporters keep in their messages.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text = '') => text.replace(ANSI, '').trim().split('\n')[0]?.slice(0, 200) ?? '';

/** Playwright's failed tests: suites nest, specs hold tests, a test failed when its outcome is unexpected. */
function playwrightFailures(suite, file = suite.file) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status !== 'unexpected') continue;
      const error = t.results?.at(-1)?.error?.message;
      failures.push(`${spec.file ?? file}:${spec.line} › ${spec.title}\n      ${firstLine(error)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, file);
}

for (const file of readdirSync('test-results').filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(`test-results/${file}`, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      for (const a of result.assertionResults ?? []) {
        if (a.status === 'failed')
          failures.push(`${result.name.replace(`${process.cwd()}/`, '')} › ${a.fullName}\n      ${firstLine(a.failureMessages?.[0])}`);
      }
    }
  } else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    for (const suite of report.suites ?? []) playwrightFailures(suite);
  }
}
const steps = Number(failedStepCount);
if (failures.length) console.log(`\n실패한 테스트:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
if (steps > 0) console.log(`\n실패한 단계: ${failedSteps.join(', ')}`);
// A failed step without failed test cases (type check, lint, build) still fails the run.
if (steps > 0 && failed === 0) failed = steps;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(steps > 0 || failed > 0 || !existsSync('test-results') ? 1 : 0);
