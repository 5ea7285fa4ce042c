import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * React Aria's off-screen live region. A pending button announces itself there as an element
 * labelled by the button, kept for 7 s; after a navigation the button is gone and axe sees an
 * unnamed image that no screen shows and a screen reader has already read.
 */
const liveAnnouncer = '[data-live-announcer]';

/**
 * Runs axe on what the page shows now and fails with each violation's rule, impact and the
 * elements it found, so a failure names the fix. `screen` says which screen was checked.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).exclude(liveAnnouncer).analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    // The summary carries the figures (a contrast's colours and ratio), which say what to mend.
    elements: violation.nodes.map(
      (node) =>
        `${node.target.join(' ')}: ${node.html.slice(0, 300)} (${node.failureSummary ?? ''})`,
    ),
  }));
  expect(found, `axe violations on ${screen}`).toEqual([]);
}
