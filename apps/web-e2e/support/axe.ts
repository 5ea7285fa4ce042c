import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { whenInteractive } from './interactive';

/**
 * React Aria's off-screen live region. A pending button announces itself there as an element
 * labelled by the button, kept for 7 s; after a navigation the button is gone and axe sees an
 * unnamed image that no screen shows and a screen reader has already read.
 */
const liveAnnouncer = '[data-live-announcer]';

/**
 * Waits for the page's running animations and transitions to end (a dialog fading in, a button's
 * colour on hover), which axe would otherwise read half-way: its contrast check blends colours
 * with the opacity of that moment, and a loaded machine reaches it sooner in the animation.
 * Endless ones (a spinner, a skeleton's shimmer) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe on what the page shows now and fails with each violation's rule, impact and the
 * elements it found, so a failure names the fix. `screen` says which screen was checked.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  // A prerendered page's controls are disabled until it hydrates, and their colours then change
  // with a transition: the screen is checked as a person uses it, hydrated and settled.
  await whenInteractive(page);
  await animationsSettled(page);
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
