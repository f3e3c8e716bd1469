import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// A test that needs more than half its time limit on a quiet machine times out on a busy one. This reporter names
// every such test at the end of the run so it is split or given room before it flakes.
export default class SlowTests implements Reporter {
  private slow: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== 'passed' || test.timeout <= 0) return;
    const share = result.duration / test.timeout;
    if (share > 0.5) {
      const seconds = (ms: number) => (ms / 1000).toFixed(1);
      this.slow.push(`  ${test.titlePath().slice(1).join(' › ')}: ${seconds(result.duration)} s of ${seconds(test.timeout)} s`);
    }
  }

  onEnd() {
    if (this.slow.length === 0) return;
    console.log(`\nTests over half their time limit (split them or give them room):\n${this.slow.join('\n')}`);
  }
}
