import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's serious and critical findings on the page now shown, or in the part `include` selects (the rest is a matter
 * of taste, not of access).
 */
export async function accessibilityProblems(page: Page, { include }: { include?: string } = {}): Promise<string[]> {
  // Legacy mode runs axe.run in the page. The default runs axe per frame and then opens a blank page of its own to
  // assemble the results (for cross-origin frames, which our pages do not have): measured on the operator's programs
  // list (717 elements, 1280 px), 2.2 to 2.9 s a run against 1.1 to 1.4 s, the same findings; about 0.6 s of what is
  // left is injecting axe's source into the new document, 0.5 s axe's own checks.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder.include(include);
  // A hover tooltip the last click left the pointer on opens after MUI's 100 ms delay, so it can start fading in
  // while axe runs and read as low contrast half-transparent; settled, white text on MUI's 92% grey 700 is about 5:1
  // (AA asks 4.5:1).
  builder.exclude('.MuiTooltip-popper');
  // Only the violations are wanted: axe then skips collecting the nodes that pass (a fifth of its time, measured on a
  // trainer's page at 390 px: 1.41 s against 1.11 s a run).
  const { violations } = await builder.options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `axe ${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`);
}

/** Waits until no transition runs: a notification sliding in is half transparent for a moment. */
export async function transitionsDone(page: Page): Promise<void> {
  // A spinner's endless animation is no transition.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** axe finds nothing serious or critical on the settled page. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await transitionsDone(page);
  expect(await accessibilityProblems(page)).toEqual([]);
}
