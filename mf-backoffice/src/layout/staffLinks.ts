/**
 * The staff navigation, written once (issue 15): every staff page's bar shows these links in
 * this order, each to the roles that may use the page it opens (the server decides anyway;
 * a link to a page that would only refuse is noise). No `roles`: every signed-in role.
 */
import { CalendarCheck, BedDouble, Database, House, Inbox, Mail, Package, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { Role } from '@agency/contracts';
import { STAFF_NAV_TEXTS } from '../messages';
import { paths } from '../paths';

export interface StaffLink {
  label: string;
  to: string;
  icon: LucideIcon;
  roles?: readonly Role[];
  /** Only the path itself is this page (the leads screen at /Account, whose folder holds the other staff pages). */
  exact?: boolean;
}

export const STAFF_LINKS: readonly StaffLink[] = [
  { label: STAFF_NAV_TEXTS.home, to: paths.staffHome, icon: House },
  { label: STAFF_NAV_TEXTS.leads, to: paths.account, icon: Inbox, exact: true },
  { label: STAFF_NAV_TEXTS.bookings, to: paths.bookings, icon: CalendarCheck },
  { label: STAFF_NAV_TEXTS.rooms, to: paths.rooms, icon: BedDouble },
  { label: STAFF_NAV_TEXTS.packages, to: paths.packageUploader, icon: Package, roles: ['admin', 'manager'] },
  { label: STAFF_NAV_TEXTS.referenceData, to: paths.referenceData, icon: Database, roles: ['admin'] },
  { label: STAFF_NAV_TEXTS.outbox, to: paths.outbox, icon: Mail, roles: ['admin'] },
  { label: STAFF_NAV_TEXTS.admin, to: paths.admin, icon: ShieldCheck, roles: ['admin'] },
];

/** The links `role` is shown. */
export function staffLinksFor(role: Role): StaffLink[] {
  return STAFF_LINKS.filter((link) => !link.roles || link.roles.includes(role));
}

/**
 * The link of the page at `pathname`: the longest link path that is the path or a folder of it
 * (so /Account/bookings/TXN1 is Bookings); an exact link only at its own path (/Account is
 * Leads, /Account/two-factor is none of them).
 */
export function currentStaffLink(pathname: string, links: readonly StaffLink[]): StaffLink | undefined {
  const matches = links.filter((link) => pathname === link.to || (!link.exact && pathname.startsWith(`${link.to}/`)));
  return matches.sort((a, b) => b.to.length - a.to.length)[0];
}
