import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Opens a path of the web client and waits until the location check's splash has gone. */
export async function openShell(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('banner').waitFor();
  await page.locator('.splash').waitFor({ state: 'detached' });
}

/** Serious and critical axe violations on the page (or inside `selector`), as readable lines. */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (selector) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
