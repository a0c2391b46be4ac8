import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe finds nothing serious or critical on the page (the rest is a matter of taste, not of access). */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  // A notification sliding in is half transparent for a moment: axe reads a settled page, not a transition (a
  // spinner's endless animation is no transition).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(severe).toEqual([]);
}
