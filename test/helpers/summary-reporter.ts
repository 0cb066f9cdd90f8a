// Ends the run with one plain line, `Tests: N passed, N failed[, N skipped]`, that any CI log reader understands.
// A test file that could not run to its end (its worker crashed, an import failed) and every unhandled error count
// as failures too: "0 failed" must mean nothing went wrong.
import type { SerializedError } from 'vitest';
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') failedHere++;
        else counts.skipped++;
      }
      if (failedHere === 0 && module.state() === 'failed') failedHere = 1;
      counts.failed += failedHere;
    }
    counts.failed += unhandledErrors.length;
    const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
    process.stdout.write(`\nTests: ${counts.passed} passed, ${counts.failed} failed${skipped}\n`);
  }
}
