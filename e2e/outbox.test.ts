/**
 * The Outbox as an administrator sees it, through the shell, against the real services
 * (no SMTP_URL, as development runs: mails are held in the outbox): a visitor's enquiry's
 * acknowledgement appears, newest first, with its recipient and state; it opens to its text
 * and its HTML in a sandboxed frame; Resend queues it again; the loading and error (Retry)
 * states; accessibility and no sideways scrolling at phone and desktop widths.
 */
import type { Page } from 'playwright-core';
import { holdCalls, screenshot } from './support/browser';
import { visit } from './support/shellPage';
import { openAdminPage } from './support/staffSignIn';
import { seriousAxeViolations } from './support/storefrontPage';
import { startSuite } from './support/suite';

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const SHOTS_DIR = '/tmp/shots-mail';
const OUTBOX = '/Account/outbox';

const ENQUIRY = {
  Firstname: 'Nandini',
  Lastname: 'Rao',
  Emailaddress: 'nandini.rao@example.in',
  PhoneNumber: '9845012345',
  calltime: '9 am to 12pm',
  way: 'Instagram',
  handleby: 'Public',
  Status: 'Active',
};

const suite = startSuite();

const shot = (page: Page, name: string) => screenshot(page, name, true, SHOTS_DIR);

async function enquire(): Promise<number> {
  const response = await fetch(`${suite.site.url}/api/requests/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ENQUIRY),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

/** An administrator signed in through /Log, then on the Outbox. */
async function adminOnOutbox(size = DESKTOP, before?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await openAdminPage(suite.browser, suite.site.url, size);
  await before?.(page);
  await visit(page, suite.site.url, OUTBOX);
  await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
  return page;
}

describe('the outbox', () => {
  it("shows an enquiry's acknowledgement, opens it, and resends it", async () => {
    const id = await enquire();
    let held: { release(): void } | undefined;
    const page = await adminOnOutbox(DESKTOP, async (p) => {
      held = await holdCalls(p, (url) => url.pathname === '/api/requests/outbox');
    });
    // Loading while the leads outbox's answer is held back.
    await page.getByRole('status').filter({ hasText: 'Loading the outbox…' }).waitFor();
    held!.release();
    const table = page.getByRole('table', { name: 'Outbox' });
    await table.waitFor();
    const ack = table.getByRole('row').filter({ hasText: ENQUIRY.Emailaddress });
    await ack.waitFor();
    const cells = await ack.getByRole('cell').allTextContents();
    // When (India time, en-IN), kind and service, subject and recipient, state and attempts, sent.
    expect(cells[0]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m$/);
    expect(cells.slice(1, 5)).toEqual([
      'Enquiry acknowledgementEnquiries',
      `We have your enquiry (ref. ${id}) | Escape VacationTo: ${ENQUIRY.Emailaddress}`,
      'Held0 attempts',
      '—',
    ]);
    // The staff's alert of the same lead is there too, and is newer (listed first).
    const rows = await table.getByRole('row').allTextContents();
    expect(rows[1]).toContain(`New lead #${id}: Nandini Rao (Instagram)`);
    expect(rows[2]).toContain('Enquiry acknowledgement');
    await page.getByText('Held: no mail server is configured (SMTP_URL)').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'outbox-1366');

    // Open: the text body, and the HTML in a frame that may run nothing.
    await ack.getByRole('button', { name: /^Open: / }).click();
    const dialog = page.getByRole('dialog', { name: `We have your enquiry (ref. ${id}) | Escape Vacation` });
    await dialog.waitFor();
    await dialog.getByText('Dear Nandini,').first().waitFor();
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page.frameLocator('iframe').getByRole('heading', { name: 'Thank you for your enquiry' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'outbox-mail-1366');

    // Resend from the dialog: queued again; without a mail server it is held again.
    const resent = page.waitForResponse((r) => /\/api\/requests\/outbox\/\d+\/resend$/.test(new URL(r.url()).pathname));
    await dialog.getByRole('button', { name: 'Resend' }).click();
    expect((await resent).status()).toBe(200);
    await page
      .getByRole('status')
      .filter({ hasText: `Queued again: “We have your enquiry (ref. ${id}) | Escape Vacation”.` })
      .waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await ack.getByText('Held', { exact: true }).waitFor();
    await page.context().close();
  });

  it('fits its panel at every desktop width: no column, Resend included, is cut off or scrolled out of sight', async () => {
    await enquire();
    const page = await adminOnOutbox({ width: 1024, height: 768 });
    const table = page.getByRole('table', { name: 'Outbox' });
    await table.getByRole('row').filter({ hasText: ENQUIRY.Emailaddress }).first().waitFor();
    for (const width of [1024, 1280, 1366, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const fit = await page.evaluate(() => {
        const table = document.querySelector('table')!;
        const wrap = table.parentElement!;
        const panel = table.closest('section')!;
        const resend = [...table.querySelectorAll('button')].filter((b) => b.getAttribute('aria-label')?.startsWith('Resend'));
        const right = (element: Element) => element.getBoundingClientRect().right;
        return {
          scrolls: wrap.scrollWidth - wrap.clientWidth,
          tableRight: right(table),
          wrapRight: right(wrap),
          panelRight: right(panel),
          resendRight: Math.max(...resend.map(right)),
          page: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      expect({ width, ...fit, scrolls: fit.scrolls <= 0, page: fit.page <= 0 }).toEqual({ width, ...fit, scrolls: true, page: true });
      expect(fit.tableRight).toBeLessThanOrEqual(fit.wrapRight + 0.5);
      expect(fit.wrapRight).toBeLessThanOrEqual(fit.panelRight + 0.5);
      expect(fit.resendRight).toBeLessThanOrEqual(fit.wrapRight + 0.5);
      if (width === 1280 || width === 1920) await shot(page, `outbox-fit-${width}`);
    }
    await page.context().close();
  });

  it('says so, with a Retry, when the outbox cannot be loaded', async () => {
    const paymentOutbox = (url: URL) => url.pathname === '/api/payment/outbox';
    const page = await adminOnOutbox(DESKTOP, async (p) => {
      await p.route(paymentOutbox, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' }),
        }),
      );
    });
    await page.getByRole('alert').filter({ hasText: 'The outbox could not be loaded.' }).waitFor();
    await page.unroute(paymentOutbox);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('table', { name: 'Outbox' }).waitFor();
    await page.context().close();
  });

  it('works at phone width: mails as cards, nothing wider than the screen', async () => {
    await enquire();
    const page = await adminOnOutbox(PHONE);
    await page.getByRole('table', { name: 'Outbox' }).getByRole('row').filter({ hasText: ENQUIRY.Emailaddress }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'outbox-390');
    await page
      .getByRole('button', { name: /^Open: / })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await page.frameLocator('iframe').getByRole('heading').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'outbox-mail-390');
    await page.context().close();
  });
});
