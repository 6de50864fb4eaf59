import { needsScript } from '@agency/page/protocol';
import { ChevronDown, ChevronRight } from '@agency/ui/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type MenuQueryState, useGetMenuQuery } from '../api';
import { countryPath, paths } from '../paths';
import { DESTINATIONS_ERROR, visibleDestinations } from './destinations';
import styles from './HeaderMenus.module.css';
import { NoScriptDestinationMenu } from './NoScriptMenus';
import { useHoverDisclosure } from './useHoverDisclosure';

/** 'Destination' in the header: a mega-menu with continents left, the hovered continent's countries right. */
export function DestinationMenu({ triggerClassName }: { triggerClassName: string }) {
  const { open, close, itemProps, triggerProps, panelProps } = useHoverDisclosure();
  // Subscribed while the header is on screen, so the panel has its data by the first hover.
  const menu = useGetMenuQuery();
  return (
    <li className={styles.megaItem} {...itemProps}>
      <button {...triggerProps} {...needsScript} className={triggerClassName}>
        Destination
        <ChevronDown size={16} aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div {...panelProps} className={`${styles.panel} ${styles.megaPanel}`}>
        {open && <DestinationPanel menu={menu} onChoose={close} />}
      </div>
      <NoScriptDestinationMenu triggerClassName={triggerClassName} />
    </li>
  );
}

interface PanelProps {
  menu: MenuQueryState;
  onChoose: () => void;
}

function DestinationPanel({ menu: { data, isLoading, isError }, onChoose }: PanelProps) {
  const entries = data ? visibleDestinations(data.continentCountry) : [];
  const [activeContinent, setActiveContinent] = useState<string | null>(null);

  if (isLoading) return <p className={styles.status}>Loading destinations…</p>;
  if (isError || !data)
    return (
      <p className={styles.status} role="alert">
        {DESTINATIONS_ERROR}
      </p>
    );
  if (entries.length === 0) return <p className={styles.status}>No destinations to show yet.</p>;

  const active = entries.find((entry) => entry.continent === activeContinent) ?? entries[0];
  return (
    <div className={styles.columns}>
      <ul className={styles.continents} aria-label="Continents">
        {entries.map(({ continent }) => (
          <li key={continent}>
            <button
              type="button"
              className={continent === active.continent ? `${styles.continent} ${styles.continentActive}` : styles.continent}
              aria-pressed={continent === active.continent}
              onMouseEnter={() => setActiveContinent(continent)}
              onFocus={() => setActiveContinent(continent)}
              onClick={() => setActiveContinent(continent)}
            >
              {continent}
              <ChevronRight size={16} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.countries}>
        <p className={styles.countriesTitle}>{active.continent}</p>
        <ul className={styles.countryList} aria-label={`Countries in ${active.continent}`}>
          {active.countries.map((country) => (
            <li key={country}>
              <Link to={countryPath(country)} className={styles.country} onClick={onChoose}>
                {country}
              </Link>
            </li>
          ))}
        </ul>
        {/* The region overview and its continent pages are reached from here. */}
        <Link to={paths.destination} className={styles.allDestinations} onClick={onChoose}>
          See all destinations
          <ChevronRight size={16} aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
