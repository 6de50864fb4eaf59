import { retreatPaths } from '@agency/site';
import { ChevronDown, Menu } from '@agency/ui/icons';
import type { ReactNode } from 'react';
import { type MenuQueryState, useGetMenuQuery } from '../api';
import { RETREAT_LINK_TEXT } from '../messages';
import { countryPath, holidayTypeDealsPath, paths } from '../paths';
import { holidayTypeLabel, visibleDestinations } from './destinations';
import styles from './HeaderMenus.module.css';

/*
 * The header's menus as the browser offers them without scripts: native <details> of plain
 * links. The scripted menus (hover, keyboard, the phone's side menu) need scripts and are not
 * offered then. Every link is a server-rendered page.
 *
 * Each is inside a <noscript>: a browser running scripts reads its content as text, never as
 * elements, and React neither renders nor hydrates it. The three lists are 292 of the 938
 * elements of home (half of a country page's): kept as hidden elements, as they were, every
 * phone laid them out and hydrated them before a tap worked. The server still sends them.
 */

/** 'All destinations' (the region overview, its continents) and every menu country by continent. */
function DestinationLinks({ menu }: { menu: MenuQueryState }) {
  const entries = menu.data ? visibleDestinations(menu.data.continentCountry) : [];
  return (
    <ul className={styles.typeList}>
      <li>
        <a href={paths.destination} className={styles.type}>
          All destinations
        </a>
      </li>
      {entries.map(({ continent, countries }) => (
        <li key={continent}>
          <p className={styles.noScriptGroup}>{continent}</p>
          <ul className={styles.typeList}>
            {countries.map((country) => (
              <li key={country}>
                <a href={countryPath(country)} className={styles.type}>
                  {country}
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** 'All holiday types' (/Holidays), every type's deals, and the wellness retreat. */
function HolidayTypeLinks({ menu }: { menu: MenuQueryState }) {
  return (
    <ul className={styles.typeList}>
      <li>
        <a href={paths.holidays} className={styles.type}>
          All holiday types
        </a>
      </li>
      {(menu.data?.holidayTypes ?? []).map((type) => (
        <li key={type}>
          <a href={holidayTypeDealsPath(type, 'desktop')} className={styles.type}>
            {holidayTypeLabel(type)}
          </a>
        </li>
      ))}
      <li>
        <a href={retreatPaths.retreat} className={styles.type}>
          {RETREAT_LINK_TEXT}
        </a>
      </li>
    </ul>
  );
}

function NoScriptDisclosure({
  summary,
  summaryClassName,
  label,
  children,
}: {
  summary: ReactNode;
  summaryClassName: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <noscript>
      <details className={styles.noScriptMenu}>
        <summary className={`${summaryClassName} ${styles.noScriptSummary}`} aria-label={label}>
          {summary}
        </summary>
        <div className={`${styles.panel} ${styles.dropdownPanel} ${styles.noScriptPanel}`}>{children}</div>
      </details>
    </noscript>
  );
}

/** The desktop header's 'Destination' without scripts. */
export function NoScriptDestinationMenu({ triggerClassName }: { triggerClassName: string }) {
  const menu = useGetMenuQuery();
  return (
    <NoScriptDisclosure
      summaryClassName={triggerClassName}
      summary={
        <>
          Destination
          <ChevronDown size={16} aria-hidden="true" />
        </>
      }
    >
      <DestinationLinks menu={menu} />
    </NoScriptDisclosure>
  );
}

/** The desktop header's 'Holiday Types' without scripts. */
export function NoScriptHolidayTypeMenu({ triggerClassName }: { triggerClassName: string }) {
  const menu = useGetMenuQuery();
  return (
    <NoScriptDisclosure
      summaryClassName={triggerClassName}
      summary={
        <>
          Holiday Types
          <ChevronDown size={16} aria-hidden="true" />
        </>
      }
    >
      <HolidayTypeLinks menu={menu} />
    </NoScriptDisclosure>
  );
}

/** The phone's menu without scripts (in place of the menu button and its side menu): every main link and both lists. */
export function NoScriptMobileMenu({ buttonClassName }: { buttonClassName: string }) {
  const menu = useGetMenuQuery();
  return (
    <div className={styles.noScriptMobile}>
      <NoScriptDisclosure summaryClassName={buttonClassName} label="Menu" summary={<Menu size={24} aria-hidden="true" />}>
        <ul className={styles.typeList}>
          <li>
            <a href={paths.home} className={styles.type}>
              Home
            </a>
          </li>
          <li>
            <p className={styles.noScriptGroup}>Destination</p>
            <DestinationLinks menu={menu} />
          </li>
          <li>
            <p className={styles.noScriptGroup}>Holiday Types</p>
            <HolidayTypeLinks menu={menu} />
          </li>
          <li>
            <a href={paths.deals} className={styles.type}>
              Exclusive Deals
            </a>
          </li>
          <li>
            <a href={paths.aboutUs} className={styles.type}>
              About Us
            </a>
          </li>
          <li>
            <a href={paths.contact} className={styles.type}>
              Contact Us
            </a>
          </li>
        </ul>
      </NoScriptDisclosure>
    </div>
  );
}
