import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 levels A and AA, as axe-core tags them (2.0, 2.1 and the 2.2 additions). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface ViolationSummary {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Rules axe-core ships as experimental (off by default) that the suite turns on: Label in Name (WCAG 2.5.3,
 * level A): a control's accessible name contains its visible text, so voice control can name it.
 */
export const experimentalRules = ['label-content-name-mismatch'];

/** Scans the page as it is now (open dialogs included) and returns each violated rule with where it fails. */
export async function axeViolations(page: Page): Promise<ViolationSummary[]> {
  const rules = Object.fromEntries(experimentalRules.map((rule) => [rule, { enabled: true }]));
  // options() first: withTags() adds runOnly to them, and an enabled rule runs in addition to the tags.
  const results = await new AxeBuilder({ page }).options({ rules }).withTags(wcagTags).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes
      .slice(0, 5)
      .map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
  }));
}

/** Fails the test with a readable list of every violation. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), `axe-core (WCAG 2.2 A/AA) on ${where}`).toEqual([]);
}
