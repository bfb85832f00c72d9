import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical accessibility violations on the screen as it is now. */
export async function expectAccessible(page: Page) {
  // A dialog still playing its closing animation is half drawn (fading colours, its title already
  // gone); wait until it has left the screen so axe reads the page as the user now sees it.
  await expect(
    page
      .locator('[role="dialog"][data-state="closed"], [role="alertdialog"][data-state="closed"]')
      .filter({ visible: true }),
  ).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => `${node.html} ${node.failureSummary ?? ''}`).join(' | ')}`,
    );
  expect(blocking).toEqual([]);
}

/** Screenshots at desktop and phone widths, kept under test-results/screens for review. */
export async function captureScreens(page: Page, name: string) {
  const original = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} overflows horizontally at ${width}px`).toBeLessThanOrEqual(0);
  }
  if (original) await page.setViewportSize(original);
}
