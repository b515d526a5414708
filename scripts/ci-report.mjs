// Reads a vitest JSON report (.ci/run writes one per suite) and prints, for that suite, the
// tests that failed and the tests that failed once and passed on their retry (flaky), each with
// the first lines of its error, then one line "passed failed skipped flaky" for .ci/run to add
// up. CI output is often seen only from its end, so .ci/run prints these lists again there.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [file, label] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8'));
const firstLines = (messages) =>
  (messages[0] ?? '')
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .slice(0, 4)
    .join(' | ')
    .slice(0, 600);

const failed = [];
const flaky = [];
for (const result of report.testResults) {
  const where = relative(process.cwd(), result.name);
  for (const test of result.assertionResults) {
    const name = `${where} > ${test.fullName}`;
    if (test.status === 'failed') failed.push(`${name}\n      ${firstLines(test.failureMessages)}`);
    else if (test.status === 'passed' && test.failureMessages.length > 0) flaky.push(`${name}\n      first try: ${firstLines(test.failureMessages)}`);
  }
  // A file that failed outside any test (an import, a hook) has no failed test to show it.
  if (result.status === 'failed' && !result.assertionResults.some((t) => t.status === 'failed')) failed.push(`${where} (the file itself)\n      ${result.message ?? ''}`.slice(0, 700));
}
for (const line of failed) console.log(`FAILED on ${label}: ${line}`);
for (const line of flaky) console.log(`FLAKY on ${label} (passed on its retry): ${line}`);
const skipped = report.numPendingTests + report.numTodoTests;
console.log(`${report.numPassedTests} ${report.numFailedTests} ${skipped} ${flaky.length}`);
