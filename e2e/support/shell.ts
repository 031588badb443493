import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { AxeResults, Result } from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Opens a path of the web client and waits until the location check's splash has gone. */
export async function openShell(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('banner').waitFor();
  await page.locator('.splash').waitFor({ state: 'detached' });
}

/**
 * Waits until the page's data has replaced its loaders: no Suspense fallback, no listing loader
 * and no deferred listing still rendering (`aria-busy`). Checking a page mid-render reads a page
 * no bettor sees; waiting a fixed time only guesses when it is done.
 */
export async function waitForPageData(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .page-loading, .catalog-spinner'));
}

/** Waits for the running CSS animations and transitions inside `scope` (the whole page by default) to end. */
export async function waitForAnimations(scope: Page | Locator): Promise<void> {
  // Self-contained: Playwright sends the function's source to the page.
  const settle = (root: Document | Element | undefined) => {
    const owner = root ?? document;
    const animations = owner instanceof Document ? owner.getAnimations() : owner.getAnimations({ subtree: true });
    return Promise.all(
      animations
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined);
  };
  if ('goto' in scope) await scope.evaluate(settle, undefined);
  else await scope.evaluate(settle);
}

/**
 * Serious and critical axe violations on the page (or inside `selector`), as readable lines.
 *
 * A page without frames is checked with `axe.run` in the page itself. `AxeBuilder` is kept for
 * pages with frames (the account site is another origin): it runs axe in every frame and merges
 * the results in a blank page it opens for that — a second page and a second copy of axe, about a
 * second of a busy CI machine per check, that a page without frames does not need. Both run the
 * same rules on the same nodes (decision 067).
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const framed = page.frames().length > 1 || (await page.locator('iframe, frame').count()) > 0;
  let violations: Result[];
  if (framed) {
    let builder = new AxeBuilder({ page });
    if (selector) builder = builder.include(selector);
    violations = (await builder.analyze()).violations;
  } else {
    await page.evaluate(axe.source);
    violations = await page.evaluate(
      async (context) => (await window.axe.run(context ?? document)).violations,
      selector ?? null,
    );
  }
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

declare global {
  interface Window {
    /** axe-core, once `seriousViolations` has put it in the page. */
    axe: { run(context: string | Document): Promise<AxeResults> };
  }
}

/**
 * Fails the test with the serious and critical axe violations on the page, or inside `within`;
 * `what` names the page or part in the failure.
 */
export async function expectAccessible(page: Page, check: { within?: string; what?: string } = {}): Promise<void> {
  expect(await seriousViolations(page, check.within), check.what).toEqual([]);
}
