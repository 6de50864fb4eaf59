import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { STAFF_NAV_TEXTS } from '../messages';
import { useVerifiedSession } from '../session/VerifiedSession';
import styles from './StaffNav.module.css';
import { currentStaffLink, staffLinksFor } from './staffLinks';

/**
 * The staff pages' navigation, under the bar of every guarded staff page: the links
 * the signed-in role may use, the current page marked. On a phone it is one row that scrolls
 * sideways, so every link stays one tap away.
 */
export function StaffNav() {
  const { role } = useVerifiedSession();
  const { pathname } = useLocation();
  const links = staffLinksFor(role);
  const current = currentStaffLink(pathname, links);
  const list = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls: the current page's link is brought into it (sideways only).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is the trigger: its link is found in the DOM
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !link) return;
    const left = link.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + link.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = Math.max(0, left - 16);
  }, [pathname]);
  return (
    <nav className={styles.nav} aria-label={STAFF_NAV_TEXTS.label}>
      <ul className={styles.list} ref={list}>
        {links.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={styles.link} aria-current={link(current, to) ? 'page' : undefined}>
              <Icon size={18} aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function link(current: { to: string } | undefined, to: string): boolean {
  return current?.to === to;
}
