/** The staff navigation's links per role, and which one is the current page. */
import { STAFF_NAV_TEXTS } from '../messages';
import { paths } from '../paths';
import { currentStaffLink, STAFF_LINKS, staffLinksFor } from './staffLinks';

const labels = (role: Parameters<typeof staffLinksFor>[0]) => staffLinksFor(role).map((link) => link.label);
const T = STAFF_NAV_TEXTS;

describe('the staff navigation', () => {
  it('shows each role the pages it may use, in one order', () => {
    expect(labels('admin')).toEqual([T.home, T.leads, T.bookings, T.rooms, T.packages, T.referenceData, T.outbox, T.releases, T.admin]);
    expect(labels('manager')).toEqual([T.home, T.leads, T.bookings, T.rooms, T.packages]);
    expect(labels('employee')).toEqual([T.home, T.leads, T.bookings, T.rooms]);
    expect(labels('user')).toEqual([T.home, T.leads, T.rooms]);
  });

  it('takes administrators and managers to the package list (not only the add form)', () => {
    for (const role of ['admin', 'manager'] as const)
      expect(staffLinksFor(role).find((link) => link.label === T.packages)?.to).toBe(paths.packages);
  });

  it('marks the page on screen, a booking under Bookings, and nothing on pages outside the list', () => {
    const current = (path: string) => currentStaffLink(path, STAFF_LINKS)?.label;
    expect(current(paths.staffHome)).toBe(T.home);
    expect(current(paths.account)).toBe(T.leads);
    expect(current(`${paths.bookings}/TXN123`)).toBe(T.bookings);
    expect(current(paths.rooms)).toBe(T.rooms);
    expect(current(`${paths.packages}/42`)).toBe(T.packages);
    expect(current(`${paths.admin}/users`)).toBe(T.admin);
    expect(current(paths.twoFactor)).toBeUndefined();
  });
});
