import { needsScript } from '@agency/page/protocol';
import { Menu } from '@agency/ui/icons';
import { useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Brand } from '../components/Brand';
import { DestinationMenu } from '../menu/DestinationMenu';
import { HolidayTypeMenu } from '../menu/HolidayTypeMenu';
import { MobileMenu } from '../menu/MobileMenu';
import { NoScriptMobileMenu } from '../menu/NoScriptMenus';
import { paths } from '../paths';
import { SearchBox } from '../search/SearchBox';
import styles from './Header.module.css';
import { HEADER_SHRINK_THRESHOLD_PX, useScrolledPast } from './useScrolledPast';

/** The sticky header: brand, the search box, main navigation with the two menus, and the mobile menu button. */
export function Header() {
  const compact = useScrolledPast(HEADER_SHRINK_THRESHOLD_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeMobile = () => {
    setMobileOpen(false);
    // Focus goes back where it came from, so keyboard users keep their place.
    menuButton.current?.focus();
  };

  return (
    <header className={`${styles.header} ${compact ? styles.compact : ''}`} data-compact={compact}>
      <div className={styles.inner}>
        <Brand tone="onLight" compact={compact} />
        <SearchBox className={styles.search} />
        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.items}>
            <li>
              <NavLink to={paths.home} end className={navLinkClass}>
                Home
              </NavLink>
            </li>
            <DestinationMenu triggerClassName={styles.link} />
            <HolidayTypeMenu triggerClassName={styles.link} />
            <li>
              <NavLink to={paths.deals} className={navLinkClass}>
                Exclusive Deals
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.aboutUs} className={navLinkClass}>
                About Us
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.contact} className={navLinkClass}>
                Contact Us
              </NavLink>
            </li>
          </ul>
        </nav>
        <button
          ref={menuButton}
          type="button"
          {...needsScript}
          className={styles.menuButton}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={mobileOpen}
          onClick={() => setMobileOpen(true)}
        >
          <Menu size={24} aria-hidden="true" />
        </button>
        <NoScriptMobileMenu buttonClassName={styles.menuButton} />
      </div>
      {mobileOpen && <MobileMenu onClose={closeMobile} />}
    </header>
  );
}

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return isActive ? `${styles.link} ${styles.active}` : styles.link;
}
