/**
 * The staff navigation, written once: every staff page's bar shows these links in
 * this order, each to the roles that may make the call its page cannot work without, as that
 * call's contract says (the server decides anyway; a link to a page that would only refuse is
 * noise). No `call`: every signed-in role.
 */

import {
  authCalls,
  bookingCalls,
  type CallContract,
  catalogueCalls,
  leadsCalls,
  type Role,
  referenceDataCalls,
  releaseCalls,
} from '@agency/contracts';
import { BedDouble, CalendarCheck, Database, House, Inbox, type LucideIcon, Mail, Package, Rocket, ShieldCheck } from 'lucide-react';
import { STAFF_NAV_TEXTS } from '../messages';
import { paths } from '../paths';
import { mayCall } from '../session/mayCall';

export interface StaffLink {
  label: string;
  to: string;
  icon: LucideIcon;
  /** The call the page is for: shown to the roles its contract lets make it. */
  call?: Pick<CallContract, 'access'>;
  /** Only the path itself is this page (the leads screen at /Account, whose folder holds the other staff pages). */
  exact?: boolean;
}

export const STAFF_LINKS: readonly StaffLink[] = [
  { label: STAFF_NAV_TEXTS.home, to: paths.staffHome, icon: House },
  { label: STAFF_NAV_TEXTS.leads, to: paths.account, icon: Inbox, exact: true },
  { label: STAFF_NAV_TEXTS.bookings, to: paths.bookings, icon: CalendarCheck, call: bookingCalls.list },
  { label: STAFF_NAV_TEXTS.rooms, to: paths.rooms, icon: BedDouble },
  { label: STAFF_NAV_TEXTS.packages, to: paths.packages, icon: Package, call: catalogueCalls.listStaffPackages },
  { label: STAFF_NAV_TEXTS.referenceData, to: paths.referenceData, icon: Database, call: referenceDataCalls.createCountry },
  { label: STAFF_NAV_TEXTS.outbox, to: paths.outbox, icon: Mail, call: leadsCalls.outboxList },
  { label: STAFF_NAV_TEXTS.releases, to: paths.releases, icon: Rocket, call: releaseCalls.list },
  { label: STAFF_NAV_TEXTS.admin, to: paths.admin, icon: ShieldCheck, call: authCalls.listUsers },
];

/** The links `role` is shown. */
export function staffLinksFor(role: Role): StaffLink[] {
  return STAFF_LINKS.filter((link) => !link.call || mayCall(link.call, role));
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
