import type { Reporter, TestModule } from 'vitest/node';
import { SKIPPED_SUITES } from './skippedSuites';

/**
 * Prints, after Vitest's summary, a warning naming how many cases were skipped for want of something the machine
 * lacks (skippedSuites.ts: a server, a production build, a program) and the command that runs them. Silent when
 * nothing was skipped that way (CI sets the servers, and runs the budgets after the build).
 */
export default class SkippedSuitesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = Object.values(SKIPPED_SUITES).map(() => 0);
    for (const testModule of testModules)
      for (const testCase of testModule.children.allTests('skipped'))
        Object.values(SKIPPED_SUITES).forEach((suite, index) => {
          if (testCase.fullName.includes(suite.marker)) counts[index]! += 1;
        });
    const lines = Object.values(SKIPPED_SUITES).flatMap((suite, index) =>
      counts[index] ? [`  ${counts[index]} cases of ${suite.what} were SKIPPED. Run them with:`, `    ${suite.command}`] : [],
    );
    if (lines.length === 0) return;
    const yellow = (text: string) => (process.stdout.isTTY ? `\u001b[33m${text}\u001b[39m` : text);
    const rule = '='.repeat(100);
    process.stdout.write(`\n${yellow([rule, 'WARNING: not every integration test ran.', ...lines, rule].join('\n'))}\n`);
  }
}
