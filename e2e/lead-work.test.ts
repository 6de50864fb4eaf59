/**
 * The lead work as staff see it, through the shell, against the real services: an
 * employee claims a request, adds a note and a follow-up date, finds the request again by its
 * phone and exports the tab as CSV (the leads service's file holds the whole filtered list with
 * the notes; a client's name that starts with `=` stays text, the phone is text without an
 * apostrophe); an administrator sees the request's history and its possible repeat, opens the
 * other request, and reassigns the first to another employee; a manager hands it back. Each
 * screen passes axe, at a desktop width and on a phone.
 */
import { readFile } from 'node:fs/promises';
import { CALL_TIMES, type EnquiryRequest, FULL_FORM_WAY } from '@agency/contracts';
import { followUpDay } from '@agency/mf-backoffice/leads/followUpDay';
import { LEAD_ACTION_TEXTS, LEAD_FILTER_TEXTS, LEAD_TAB_TEXTS, LEAD_WORK_TEXTS, REQUEST_DETAILS } from '@agency/mf-backoffice/messages';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from './support/browser';
import { visit } from './support/shellPage';
import { ADMIN, type Credentials, type SignInScreen, signInStaff } from './support/staffSignIn';
import { seriousAxeViolations } from './support/storefrontPage';
import { startSuite } from './support/suite';

const LENA = { username: 'e2e-lena', password: 'Lena#Pass1-Munnar' };
const OMAR = { username: 'e2e-omar', password: 'Omar#Pass1-Munnar' };
const MANI = { username: 'e2e-mani', password: 'Mani#Pass1-Munnar' };

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const suite = startSuite();

async function api<T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${suite.site.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const enquiry = (Firstname: string, Lastname: string, PhoneNumber: string, Emailaddress: string): EnquiryRequest => ({
  Firstname,
  Lastname,
  Emailaddress,
  PhoneNumber,
  Name: 'Kerala Backwaters Houseboat',
  Countryname: 'India',
  calltime: CALL_TIMES[1],
  way: FULL_FORM_WAY,
});

/** A formula a spreadsheet would run, typed as a name. */
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Open")';
const PHONE_TYPED = '+91 98450 77123';

beforeAll(async () => {
  const admin = await api<{ token: string }>('POST', '/api/auth/login', ADMIN);
  for (const employee of [LENA, OMAR]) await api('POST', '/api/auth/create', { ...employee, role: 'employee' }, admin.token);
  await api('POST', '/api/auth/create', { ...MANI, role: 'manager' }, admin.token);
  await api('POST', '/api/requests/submit', {
    ...enquiry(FORMULA_NAME, 'Varghese', PHONE_TYPED, 'anil.varghese@example.in'),
    handleby: 'Public',
    Status: 'Active',
  });
  await api('POST', '/api/requests/submit', {
    ...enquiry('Nila', 'Raman', '080 2222 3333', 'nila.raman@example.in'),
    handleby: 'Public',
    Status: 'Active',
  });
});

const signIn = (page: Page, at: SignInScreen, credentials: Credentials, landing: string) =>
  signInStaff(page, suite.site.url, credentials, { at, landing });

const rowOf = (page: Page, client: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: client, exact: true }) });
const details = (page: Page) => page.getByRole('dialog', { name: REQUEST_DETAILS });
const FORMULA_CLIENT = `${FORMULA_NAME} Varghese`;

async function openTab(page: Page, label: keyof typeof LEAD_TAB_TEXTS): Promise<void> {
  await page.getByRole('tab', { name: LEAD_TAB_TEXTS[label].label, exact: true }).click();
  await page.getByRole('heading', { level: 3, name: LEAD_TAB_TEXTS[label].title, exact: true }).waitFor();
}

/** Tomorrow in India, as the date field takes it. */
function tomorrowInIndia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + 86_400_000),
  );
}

describe('lead work', () => {
  it('an employee adds a note and a follow-up, finds the lead by phone and exports the tab', async () => {
    const lena = await openPage(suite.browser, DESKTOP);
    await signIn(lena, '/Login', LENA, '/Account');
    await rowOf(lena, FORMULA_CLIENT).waitFor();
    await lena.getByRole('button', { name: `Claim the request from ${FORMULA_CLIENT}` }).click();
    await lena.getByText(LEAD_ACTION_TEXTS.claim.done).waitFor();
    await lena.getByRole('button', { name: 'Claim the request from Nila Raman' }).click();
    await rowOf(lena, 'Nila Raman').waitFor({ state: 'detached' });

    await openTab(lena, 'account');
    await rowOf(lena, FORMULA_CLIENT).getByRole('button', { name: FORMULA_CLIENT, exact: true }).click();
    const dialog = details(lena);
    await dialog.getByText(LEAD_WORK_TEXTS.noNotes).waitFor();
    // The claim is already in the history.
    await dialog.getByText(`${LENA.username} claimed it`).waitFor();

    await dialog.getByLabel(LEAD_WORK_TEXTS.noteLabel).fill('Called: wants a 3-night houseboat in January, budget ₹60,000.');
    await dialog.getByRole('button', { name: LEAD_WORK_TEXTS.addNote }).click();
    await dialog.getByText('Note added').waitFor();
    const note = dialog.getByRole('list', { name: LEAD_WORK_TEXTS.notesTitle }).getByRole('listitem');
    await note.getByText('Called: wants a 3-night houseboat in January, budget ₹60,000.').waitFor();
    expect(await note.innerText()).toContain(LENA.username);
    // Her own note, just written: she may still correct it.
    await note.getByRole('button', { name: /^Edit/ }).waitFor();

    const tomorrow = tomorrowInIndia();
    await dialog.getByLabel(LEAD_WORK_TEXTS.followUpLabel).fill(tomorrow);
    await dialog.getByRole('button', { name: LEAD_WORK_TEXTS.saveFollowUp }).click();
    await dialog.getByText('Follow-up date saved').waitFor();
    await dialog.getByText(LEAD_WORK_TEXTS.followUpOn(followUpDay(tomorrow))).waitFor();
    expect(await seriousAxeViolations(lena)).toEqual([]);
    await screenshot(lena, 'lead-work-details-1366');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The row says when to follow up; the search by phone, written another way, finds it alone.
    await rowOf(lena, FORMULA_CLIENT)
      .getByText(LEAD_WORK_TEXTS.followUpBadge(followUpDay(tomorrow)))
      .waitFor();
    const searched = lena.waitForResponse((response) => response.url().includes('q=9845077123'));
    await lena.getByRole('searchbox', { name: LEAD_FILTER_TEXTS.search }).fill('9845077123');
    await searched;
    await rowOf(lena, 'Nila Raman').waitFor({ state: 'detached' });
    await rowOf(lena, FORMULA_CLIENT).waitFor();
    expect(await lena.getByRole('table', { name: LEAD_TAB_TEXTS.account.title }).getByRole('row').count()).toBe(2);
    expect(await seriousAxeViolations(lena)).toEqual([]);
    await screenshot(lena, 'lead-work-search-1366');

    const [download] = await Promise.all([
      lena.waitForEvent('download'),
      lena.getByRole('button', { name: LEAD_FILTER_TEXTS.exportCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-account-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    // Written by the leads service: the whole filtered list (here one request), every field, the notes.
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(
      /^Request,Received \(India time\),Status,Handled by,First name,Last name,Email address,Phone number,Preferred call time,Deal,.*,Message,Source,Follow-up,Notes$/,
    );
    // The formula is neutralised and quoted; the phone is text a spreadsheet keeps as typed, with no apostrophe.
    expect(lines[1]).toContain(
      `,Active,${LENA.username},"'=HYPERLINK(""http://evil.example"",""Open"")",Varghese,anil.varghese@example.in,"=""${PHONE_TYPED}""",${CALL_TIMES[1]},Kerala Backwaters Houseboat,,India,`,
    );
    expect(lines[1]).toContain(`,${tomorrow},`);
    expect(lines[1]).toMatch(
      new RegExp(
        `,"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} ${LENA.username}: Called: wants a 3-night houseboat in January, budget ₹60,000\\."$`,
      ),
    );
    expect(lines).toHaveLength(2);
    await lena.getByText(LEAD_FILTER_TEXTS.exported).waitFor();

    // On a phone: the same list, filters and export, one column.
    await lena.setViewportSize(PHONE);
    await rowOf(lena, FORMULA_CLIENT).waitFor();
    // The two date boxes do not overlap: each sits inside the filter bar, one beside or under the other.
    const from = await lena.getByLabel(LEAD_FILTER_TEXTS.from).boundingBox();
    const to = await lena.getByLabel(LEAD_FILTER_TEXTS.to).boundingBox();
    const bar = await lena.getByRole('search', { name: LEAD_FILTER_TEXTS.legend }).boundingBox();
    const overlap = (a: NonNullable<typeof from>, b: NonNullable<typeof from>) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap(from!, to!)).toBe(false);
    for (const box of [from!, to!]) {
      expect(box.x).toBeGreaterThanOrEqual(bar!.x);
      expect(box.x + box.width).toBeLessThanOrEqual(bar!.x + bar!.width + 0.5);
    }
    expect(await seriousAxeViolations(lena)).toEqual([]);
    expect(await lena.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(lena, 'lead-work-search-390', true);
    await rowOf(lena, FORMULA_CLIENT).getByRole('button', { name: FORMULA_CLIENT, exact: true }).click();
    await details(lena).getByText(LEAD_WORK_TEXTS.historyTitle).waitFor();
    await screenshot(lena, 'lead-work-details-390');
    await lena.context().close();
  });

  it('an administrator sees the history and a possible repeat, opens the other request and reassigns the first', async () => {
    // The same client again, with the same phone written differently, a week later in their mind.
    await api('POST', '/api/requests/submit', {
      ...enquiry('Anil', 'Varghese', '098450 77123', 'anil.v@example.in'),
      handleby: 'Public',
      Status: 'Active',
    });
    const admin = await openPage(suite.browser, DESKTOP);
    await signIn(admin, '/Log', ADMIN, '/admin');
    await visit(admin, suite.site.url, '/admin?tab=leads');
    await openTab(admin, 'active');
    const first = rowOf(admin, FORMULA_CLIENT);
    await first.getByText(LEAD_WORK_TEXTS.possibleRepeat).waitFor();
    await first.getByRole('button', { name: FORMULA_CLIENT, exact: true }).click();
    const dialog = details(admin);
    await dialog.getByText(`${LENA.username} claimed it`).waitFor();
    await dialog.getByText(LEAD_WORK_TEXTS.repeatsTitle).waitFor();

    await dialog.getByLabel(LEAD_WORK_TEXTS.reassignLabel).selectOption({ label: `${OMAR.username} (employee)` });
    await dialog.getByRole('button', { name: LEAD_WORK_TEXTS.reassign, exact: true }).click();
    await dialog.getByText(`Request reassigned: ${OMAR.username}`).waitFor();
    await dialog.getByText(`${ADMIN.username} reassigned it from ${LENA.username} to ${OMAR.username}`).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await screenshot(admin, 'lead-work-admin-1366');

    // The possible repeat opens in the same details.
    await dialog.getByRole('button', { name: /^Open Anil Varghese/ }).click();
    await dialog.getByText('anil.v@example.in').waitFor();
    await admin.context().close();
  });

  it('a manager, the team lead, hands the request back to the employee', async () => {
    const mani = await openPage(suite.browser, DESKTOP);
    await signIn(mani, '/Login', MANI, '/Account');
    await openTab(mani, 'active');
    await rowOf(mani, FORMULA_CLIENT).getByRole('button', { name: FORMULA_CLIENT, exact: true }).click();
    const dialog = details(mani);
    const choice = dialog.getByLabel(LEAD_WORK_TEXTS.reassignLabel);
    await choice.selectOption({ label: `${LENA.username} (employee)` });
    await dialog.getByRole('button', { name: LEAD_WORK_TEXTS.reassign, exact: true }).click();
    await dialog.getByText(`Request reassigned: ${LENA.username}`).waitFor();
    await dialog.getByText(`${MANI.username} reassigned it from ${OMAR.username} to ${LENA.username}`).waitFor();
    expect(await seriousAxeViolations(mani)).toEqual([]);
    await screenshot(mani, 'lead-work-manager-1366');
    await mani.context().close();
  });
});
