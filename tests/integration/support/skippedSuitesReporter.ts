import type { Reporter, TestModule } from 'vitest/node';
import { SKIPPED_SUITES } from './skippedSuites';

/**
 * Prints, after Vitest's summary, a warning naming how many integration cases were skipped because
 * TEST_DATABASE_URL or TEST_REDIS_URL is not set, and the command that runs them. Silent when nothing was skipped
 * that way (CI sets both, and the unit project has no such suites).
 */
export default class SkippedSuitesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = SKIPPED_SUITES.map(() => 0);
    for (const testModule of testModules)
      for (const testCase of testModule.children.allTests('skipped'))
        SKIPPED_SUITES.forEach((suite, index) => {
          if (testCase.fullName.includes(suite.marker)) counts[index]! += 1;
        });
    const lines = SKIPPED_SUITES.flatMap((suite, index) =>
      counts[index] ? [`  ${counts[index]} cases of ${suite.what} were SKIPPED. Run them with:`, `    ${suite.command}`] : [],
    );
    if (lines.length === 0) return;
    const yellow = (text: string) => (process.stdout.isTTY ? `\u001b[33m${text}\u001b[39m` : text);
    const rule = '='.repeat(100);
    process.stdout.write(`\n${yellow([rule, 'WARNING: not every integration test ran.', ...lines, rule].join('\n'))}\n`);
  }
}
