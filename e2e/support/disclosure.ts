/**
 * The pages' native disclosures (<details>): a Terms clause, Show More. Their toggle is the
 * <summary>, which has no ARIA role of its own; whether it is open is the element's `open`.
 */
import type { Locator, Page } from 'playwright-core';

/** The summary whose text matches `name` (a clause's number and title, "Show More"). */
export function summaryNamed(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.locator('summary').filter({ hasText: name });
}

export function isOpen(summary: Locator): Promise<boolean> {
  return summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);
}

/** Waits until the summary's disclosure is `open` (the page's state follows a toggle a moment later). */
export async function waitUntilOpen(summary: Locator, open: boolean): Promise<void> {
  const handle = await summary.elementHandle();
  await summary
    .page()
    .waitForFunction(
      ([element, wanted]) => (element?.parentElement as HTMLDetailsElement | null | undefined)?.open === wanted,
      [handle, open] as const,
      {
        timeout: 10_000,
      },
    );
}
