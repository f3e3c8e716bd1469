// Adds up the JSON reports of Vitest and Playwright into the closing line "N passed, N failed".
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const [failedStepCount, ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync('test-results').filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(`test-results/${file}`, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
const steps = Number(failedStepCount);
if (steps > 0) console.log(`\n실패한 단계: ${failedSteps.join(', ')}`);
// A failed step without failed test cases (type check, lint, build) still fails the run.
if (steps > 0 && failed === 0) failed = steps;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(steps > 0 || failed > 0 || !existsSync('test-results') ? 1 : 0);
