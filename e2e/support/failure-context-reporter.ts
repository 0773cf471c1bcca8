import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Enough of a page's accessibility snapshot to see which screen it was on, not the whole catalogue. */
const maxLines = 60;

/**
 * Prints, after the run, what each failed test's page showed when it failed (Playwright's error context: the page's
 * accessibility snapshot). The list reporter names only the file, which stays on the CI machine: a failure seen
 * only in CI could not be told apart from another (a hang, a dialog in the way, an error page) without it.
 */
export default class FailureContextReporter implements Reporter {
  private readonly failures: { title: string; context: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const attachment = result.attachments.find((each) => each.name === 'error-context' && each.path);
    if (!attachment?.path) return;
    try {
      // The page's snapshot is the file's last YAML block (the ones before it are the error's own).
      const snapshot = [...readFileSync(attachment.path, 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)].at(-1)?.[1];
      if (snapshot) this.failures.push({ title: test.titlePath().filter(Boolean).join(' › '), context: snapshot });
    } catch {
      // The file is gone (an output directory cleaned meanwhile): nothing to add.
    }
  }

  onEnd(): void {
    for (const { title, context } of this.failures) {
      const lines = context.trimEnd().split('\n');
      // From the page's main content (the header and menu come first and say little), and any dialog or alert.
      const start = Math.max(
        0,
        lines.findIndex((line) => /^\s*- main\b/.test(line)),
      );
      const shown = lines.slice(start, start + maxLines);
      if (lines.length > start + maxLines) shown.push(`... ${lines.length - start - maxLines} more lines`);
      shown.push(
        ...lines.filter((line, index) => (index < start || index >= start + maxLines) && /- (dialog|alertdialog|alert|status)\b/.test(line)),
      );
      console.log(`\nWhat the page showed when it failed: ${title}\n${shown.join('\n')}`);
    }
  }

  printsToStdio(): boolean {
    return true;
  }
}
