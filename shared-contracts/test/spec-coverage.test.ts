/**
 * Every row of the two spec tables "The calls it makes" (both specs' calls), plus the
 * calls the payment and artwork design adds, must have a contract, with the right access.
 */
import { allCalls, type CallContract, ROLES } from '../src';

type Expected = 'public' | 'staff';

/** The storefront spec's calls, one entry per row (the menu data fetch has no path in the spec: it is /packages/menu). */
const storefrontRows: [string, Expected][] = [
  ['GET /api/packages', 'public'],
  ['GET /api/packages/filterData', 'public'],
  ['GET /api/packages/menu', 'public'],
  ['GET /api/packages/:id', 'public'],
  ['GET /api/deals/data', 'public'],
  ['GET /api/deals/:country', 'public'],
  ['POST /api/requests/submit', 'public'],
];

/**
 * The staff spec's calls. The reference lists feed the package form but are public
 * catalogue facts (the storefront shows the same destinations and holiday types).
 */
const staffRows: [string, Expected][] = [
  ['GET /api/auth/verify', 'staff'],
  ['POST /api/auth/create', 'staff'],
  ['GET /api/auth/users', 'staff'],
  ['DELETE /api/auth/delete/:id', 'staff'],
  ['POST /api/auth/login', 'public'],
  ['GET /api/destinations', 'public'],
  ['GET /api/holiday_types', 'public'],
  ['GET /api/inclusions', 'public'],
  ['GET /api/exclusions', 'public'],
  ['GET /api/packages', 'public'],
  ['GET /api/packages/:id', 'public'],
  ['POST /api/packages', 'staff'],
  ['PUT /api/packages/:id', 'staff'],
  ['DELETE /api/packages/:id', 'staff'],
  ['GET /api/requests/data', 'staff'],
  ['GET /api/requests/data-confirm', 'staff'],
  ['GET /api/requests/data-delete', 'staff'],
  ['POST /api/requests/update-handleby', 'staff'],
  ['POST /api/requests/update-status', 'staff'],
  ['POST /api/requests/submit', 'public'],
  ['GET /api/inventory', 'public'],
  ['POST /api/payment/v1/initiate', 'public'],
];

/**
 * DESIGN.md: PayU's return calls, the result pages' status, the sandbox provider, generated
 * artwork; the region pages' content (one cached call for the overview, the
 * continent pages and the country pages); and the staff sessions (sign-out, an
 * admin's "sign out everywhere" and role change, password reset and change, and two-factor sign-in).
 */
const designRows: [string, Expected][] = [
  ['POST /api/payment/v1/success', 'public'],
  ['POST /api/payment/v1/failure', 'public'],
  ['GET /api/payment/v1/status/:txnid', 'public'],
  ['POST /api/payment/sandbox/pay', 'public'],
  ['POST /api/payment/sandbox/complete', 'public'],
  ['GET /api/images/:file', 'public'],
  ['GET /api/regions', 'public'],
  // One continent or country page's part of the regions (its HTML carried every region's texts).
  ['GET /api/regions/:segment', 'public'],
  ['POST /api/auth/logout', 'staff'],
  ['POST /api/auth/users/:id/sign-out', 'staff'],
  ['POST /api/auth/users/:id/role', 'staff'],
  // Password changes: an administrator's reset, one's own change, the new-password step of sign-in.
  ['POST /api/auth/users/:id/password', 'staff'],
  ['POST /api/auth/password', 'staff'],
  ['POST /api/auth/login/new-password', 'public'],
  // Short access tokens renewed by the session's refresh token (an HttpOnly cookie).
  ['POST /api/auth/refresh', 'public'],
  // The audit log of staff actions (administrators read it).
  ['GET /api/audit', 'staff'],
  // The two-factor sign-in: the code step and enrolment of sign-in (they carry login's
  // challenge, not a staff token), every account's own settings, the administrators' policy.
  ['POST /api/auth/login/totp', 'public'],
  ['POST /api/auth/login/enrolment', 'public'],
  ['POST /api/auth/login/enrolment/confirm', 'public'],
  ['GET /api/auth/two-factor', 'staff'],
  ['POST /api/auth/two-factor/start', 'staff'],
  ['POST /api/auth/two-factor/confirm', 'staff'],
  ['POST /api/auth/two-factor/recovery-codes', 'staff'],
  ['POST /api/auth/two-factor/disable', 'staff'],
  ['GET /api/auth/two-factor/policy', 'staff'],
  ['PUT /api/auth/two-factor/policy', 'staff'],
  ['GET /api/auth/two-factor/accounts', 'staff'],
  ['POST /api/auth/users/:id/two-factor/off', 'staff'],
  // DESIGN.md "Server rendering": the sitemap (at the site's root, split into parts past the
  // protocol's limit) and the raster og:image previews of the public pages.
  ['GET /sitemap.xml', 'public'],
  ['GET /sitemaps/:file', 'public'],
  ['GET /api/og/:file', 'public'],
  // The staff home (every staff role) and retreat rooms (read by staff, changed by administrators).
  ['GET /api/requests/overview', 'staff'],
  ['GET /api/payment/overview', 'staff'],
  ['GET /api/inventory/rooms', 'staff'],
  ['PUT /api/inventory/rooms/:id', 'staff'],
  // The bookings and payments in the back office: staff read them (with the CSV of the
  // filtered set), administrators and managers ask the provider about a pending payment and refund.
  ['GET /api/payment/bookings', 'staff'],
  ['GET /api/payment/bookings/csv', 'staff'],
  ['GET /api/payment/bookings/:txnid', 'staff'],
  ['POST /api/payment/bookings/:txnid/check', 'staff'],
  ['POST /api/payment/bookings/:txnid/refunds', 'staff'],
  // Staff cancel a paid booking (its places are freed, its record kept).
  ['POST /api/payment/bookings/:txnid/cancel', 'staff'],
  // The reference data: administrators manage countries, cities and each city's hotel
  // list; the package form reads the hotel lists as suggestions.
  ['GET /api/destinations/manage', 'staff'],
  ['GET /api/destinations/hotels', 'public'],
  ['POST /api/destinations/countries', 'staff'],
  ['PUT /api/destinations/countries/:id', 'staff'],
  ['DELETE /api/destinations/countries/:id', 'staff'],
  ['POST /api/destinations/cities', 'staff'],
  ['PUT /api/destinations/cities/:id', 'staff'],
  ['DELETE /api/destinations/cities/:id', 'staff'],
  ['POST /api/destinations/hotels', 'staff'],
  ['PUT /api/destinations/hotels/:id', 'staff'],
  ['DELETE /api/destinations/hotels/:id', 'staff'],
  // The lead work: a request's notes, history and possible repeats; notes; the
  // follow-up date; an administrator's reassignment.
  ['GET /api/requests/:id/activity', 'staff'],
  ['POST /api/requests/:id/notes', 'staff'],
  ['PUT /api/requests/:id/notes/:noteId', 'staff'],
  ['PUT /api/requests/:id/follow-up', 'staff'],
  ['POST /api/requests/:id/reassign', 'staff'],
  // The lead export written by the leads service (the whole filtered list); the staff a
  // request can be handed to; suspending and reinstating accounts.
  ['GET /api/requests/csv', 'staff'],
  ['GET /api/auth/staff', 'staff'],
  ['POST /api/auth/users/:id/suspend', 'staff'],
  ['POST /api/auth/users/:id/reinstate', 'staff'],
  // The e-mail outbox: each service that sends mail lists its outbox, shows one mail, resends.
  ['GET /api/requests/outbox', 'staff'],
  ['GET /api/requests/outbox/:id', 'staff'],
  ['POST /api/requests/outbox/:id/resend', 'staff'],
  ['GET /api/payment/outbox', 'staff'],
  ['GET /api/payment/outbox/:id', 'staff'],
  ['POST /api/payment/outbox/:id/resend', 'staff'],
  // Publishing control: the staff package list and a package for editing (drafts
  // included, never cached), publish/unpublish, the home page's choice, and its top deals.
  ['GET /api/packages/staff', 'staff'],
  ['GET /api/packages/staff/:id', 'staff'],
  ['PUT /api/packages/:id/publication', 'staff'],
  ['GET /api/packages/home-placements', 'staff'],
  ['PUT /api/packages/home-placements', 'staff'],
  ['GET /api/deals/top', 'public'],
  // A package that is no longer available: holidays of its country or holiday type for its 404 page.
  ['GET /api/packages/:id/similar', 'public'],
  // The proof of work a retreat checkout brings.
  ['GET /api/payment/v1/challenge', 'public'],
  // The proof of work a sign-in from an unknown browser brings while password hashing is busy.
  ['GET /api/auth/challenge', 'public'],
  // Releases: teams publish a remote from their pipeline with a deploy token of that remote;
  // admins (or that token) activate a version; admins read the releases and manage the tokens.
  ['GET /api/releases', 'staff'],
  ['POST /api/releases/:remote', 'staff'],
  ['POST /api/releases/:remote/activations', 'staff'],
  ['POST /api/releases/tokens', 'staff'],
  ['GET /api/releases/tokens', 'staff'],
  ['DELETE /api/releases/tokens/:id', 'staff'],
];

const byRoute = new Map<string, CallContract>(allCalls.map((c) => [`${c.method} ${c.path}`, c]));
const allRows = [...storefrontRows, ...staffRows, ...designRows];

describe('spec coverage', () => {
  it.each(allRows)('%s has a contract', (route) => {
    expect(byRoute.get(route)).toBeDefined();
  });

  it.each(allRows)('%s is %s', (route, expected) => {
    const access = byRoute.get(route)?.access;
    if (expected === 'public') expect(access).toBe('public');
    else expect(Array.isArray(access) && access.length > 0).toBe(true);
  });

  it('has no call beyond the spec, the design and the health checks', () => {
    const listed = new Set(allRows.map(([route]) => route));
    const extra = allCalls.filter((c) => !listed.has(`${c.method} ${c.path}`) && !c.path.endsWith('/health'));
    expect(extra.map((c) => `${c.method} ${c.path}`)).toEqual([]);
  });
});

describe('who may call what', () => {
  const accessOf = (route: string) => byRoute.get(route)?.access;

  it('keeps user management to administrators', () => {
    for (const route of ['POST /api/auth/create', 'GET /api/auth/users', 'DELETE /api/auth/delete/:id']) {
      expect(accessOf(route)).toEqual(['admin']);
    }
  });

  it('lets administrators and managers change packages', () => {
    for (const route of ['POST /api/packages', 'PUT /api/packages/:id', 'DELETE /api/packages/:id']) {
      expect([...(accessOf(route) as string[])].sort()).toEqual(['admin', 'manager']);
    }
  });

  it('keeps reference data changes to administrators', () => {
    const routes = designRows.filter(([route, e]) => e === 'staff' && route.includes('/api/destinations/')).map(([r]) => r);
    expect(routes).toHaveLength(10);
    for (const route of routes) expect(accessOf(route)).toEqual(['admin']);
  });

  it('lets administrators and managers control publishing and read the staff package list', () => {
    for (const route of [
      'GET /api/packages/staff',
      'GET /api/packages/staff/:id',
      'PUT /api/packages/:id/publication',
      'GET /api/packages/home-placements',
      'PUT /api/packages/home-placements',
    ]) {
      expect([...(accessOf(route) as string[])].sort()).toEqual(['admin', 'manager']);
    }
  });

  it('lets every signed-in role work leads and verify its token', () => {
    const staffLeadRoutes = staffRows.filter(([route, e]) => e === 'staff' && route.includes('/requests/')).map(([r]) => r);
    expect(staffLeadRoutes).toHaveLength(5);
    for (const route of [...staffLeadRoutes, 'GET /api/auth/verify']) {
      expect([...(accessOf(route) as string[])].sort()).toEqual([...ROLES].sort());
    }
  });

  it('shows the staff home and the rooms to every staff role, the takings to all but user, and lets only administrators change a room', () => {
    for (const route of ['GET /api/requests/overview', 'GET /api/inventory/rooms']) {
      expect([...(accessOf(route) as string[])].sort()).toEqual([...ROLES].sort());
    }
    expect([...(accessOf('GET /api/payment/overview') as string[])].sort()).toEqual(['admin', 'employee', 'manager']);
    expect(accessOf('PUT /api/inventory/rooms/:id')).toEqual(['admin']);
  });

  it('lets staff read bookings and only administrators and managers check payments and refund', () => {
    for (const route of ['GET /api/payment/bookings', 'GET /api/payment/bookings/csv', 'GET /api/payment/bookings/:txnid']) {
      expect([...(accessOf(route) as string[])].sort()).toEqual(['admin', 'employee', 'manager']);
    }
    for (const route of [
      'POST /api/payment/bookings/:txnid/check',
      'POST /api/payment/bookings/:txnid/refunds',
      'POST /api/payment/bookings/:txnid/cancel',
    ]) {
      expect([...(accessOf(route) as string[])].sort()).toEqual(['admin', 'manager']);
    }
  });

  it('lets every signed-in role work on leads and export them, and only administrators and managers reassign them', () => {
    for (const route of [
      'GET /api/requests/:id/activity',
      'POST /api/requests/:id/notes',
      'PUT /api/requests/:id/notes/:noteId',
      'PUT /api/requests/:id/follow-up',
      'GET /api/requests/csv',
    ]) {
      expect([...(accessOf(route) as string[])].sort()).toEqual([...ROLES].sort());
    }
    expect([...(accessOf('POST /api/requests/:id/reassign') as string[])].sort()).toEqual(['admin', 'manager']);
    expect([...(accessOf('GET /api/auth/staff') as string[])].sort()).toEqual(['admin', 'manager']);
  });

  it('keeps suspending and reinstating accounts to administrators', () => {
    for (const route of ['POST /api/auth/users/:id/suspend', 'POST /api/auth/users/:id/reinstate'])
      expect(accessOf(route)).toEqual(['admin']);
  });

  it("keeps the e-mail outboxes (customers' personal data) to administrators", () => {
    const outboxRoutes = designRows.filter(([route]) => route.includes('/outbox')).map(([r]) => r);
    expect(outboxRoutes).toHaveLength(6);
    for (const route of outboxRoutes) expect(accessOf(route)).toEqual(['admin']);
  });

  it('answers 401 on every non-public call, and 403 where some role is refused', () => {
    for (const call of allCalls) {
      if (call.access === 'public') continue;
      const statuses = Object.keys(call.schema.response);
      expect([call.id, statuses]).toEqual([call.id, expect.arrayContaining(['401'])]);
      const someRoleRefused = ROLES.some((role) => !call.access.includes(role));
      if (someRoleRefused) expect([call.id, statuses]).toEqual([call.id, expect.arrayContaining(['403'])]);
    }
  });
});
