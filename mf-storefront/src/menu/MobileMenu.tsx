import { site, telHref } from '@agency/site';
import { ChevronLeft, ChevronRight, Clock, Phone, X } from '@agency/ui/icons';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { useGetMenuQuery } from '../api';
import { Brand } from '../components/Brand';
import { countryPath, holidayTypeDealsPath, paths } from '../paths';
import { DESTINATIONS_ERROR, HOLIDAY_TYPES_ERROR, holidayTypeLabel, visibleDestinations } from './destinations';
import styles from './MobileMenu.module.css';
import { levelTitle, MAIN_LEVEL, type MenuLevel, parentLevel } from './mobileMenuLevels';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The side menu of narrow screens, fed by the same menu data as the header. A modal dialog:
 * focus moves in and is kept inside, Escape or the backdrop closes it, Back steps up a level.
 */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const [level, setLevel] = useState<MenuLevel>(MAIN_LEVEL);
  const { data, isLoading } = useGetMenuQuery();
  const titleId = useId();
  const drawer = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);

  // Each level starts with focus on its first entry, so keyboard and screen-reader users
  // land in the list they just opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new level or its loaded entries are the trigger
  useEffect(() => {
    list.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [level, data]);

  // The page behind must not scroll while the menu covers it.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      trapFocus(event, drawer.current);
    }
  };

  const destinations = data ? visibleDestinations(data.continentCountry) : [];
  const unavailable = (errorText: string) => <StatusEntry text={isLoading ? 'Loading…' : errorText} />;

  let entries: ReactNode;
  switch (level.kind) {
    case 'main':
      entries = (
        <>
          <Entry>
            <Link to={paths.home} onClick={onClose}>
              Home
            </Link>
          </Entry>
          <Entry>
            <DrillButton label="Destination" onClick={() => setLevel({ kind: 'destinations' })} />
          </Entry>
          <Entry>
            <DrillButton label="Holiday Types" onClick={() => setLevel({ kind: 'holidays' })} />
          </Entry>
          <Entry>
            <Link to={paths.deals} onClick={onClose}>
              Exclusive Deals
            </Link>
          </Entry>
          <Entry>
            <Link to={paths.aboutUs} onClick={onClose}>
              About Us
            </Link>
          </Entry>
          <Entry>
            <Link to={paths.contact} onClick={onClose}>
              Contact Us
            </Link>
          </Entry>
        </>
      );
      break;
    case 'destinations':
      entries = data
        ? destinations.map(({ continent }) => (
            <Entry key={continent}>
              <DrillButton label={continent} onClick={() => setLevel({ kind: 'continent', continent })} />
            </Entry>
          ))
        : unavailable(DESTINATIONS_ERROR);
      break;
    case 'continent':
      entries = (destinations.find((entry) => entry.continent === level.continent)?.countries ?? []).map((country) => (
        <Entry key={country}>
          <Link to={countryPath(country)} onClick={onClose}>
            {country}
          </Link>
        </Entry>
      ));
      break;
    case 'holidays':
      entries = data
        ? data.holidayTypes.map((type) => (
            <Entry key={type}>
              <Link to={holidayTypeDealsPath(type, 'mobile')} onClick={onClose}>
                {holidayTypeLabel(type)}
              </Link>
            </Entry>
          ))
        : unavailable(HOLIDAY_TYPES_ERROR);
      break;
  }

  return createPortal(
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={drawer} className={styles.drawer} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <div className={styles.top}>
          {level.kind === 'main' ? (
            <Brand tone="onLight" compact onClick={onClose} />
          ) : (
            <button type="button" className={styles.back} onClick={() => setLevel(parentLevel(level))}>
              <ChevronLeft size={18} aria-hidden="true" />
              Back
            </button>
          )}
          <button type="button" className={styles.close} aria-label="Close menu" onClick={onClose}>
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        <h2 id={titleId} className={level.kind === 'main' ? 'visually-hidden' : styles.title}>
          {levelTitle(level)}
        </h2>
        <nav aria-labelledby={titleId} className={styles.nav}>
          <ul ref={list} className={styles.list}>
            {entries}
          </ul>
        </nav>
        <div className={styles.contact}>
          <Link to={paths.enquire} className={styles.enquire} onClick={onClose}>
            Enquire Now
          </Link>
          <a href={telHref} className={styles.phone}>
            <Phone size={18} aria-hidden="true" />
            {site.phone.display}
          </a>
          <p className={styles.hours}>
            <Clock size={16} aria-hidden="true" />
            <span>
              {site.openingHours} · {site.supportNote}
            </span>
          </p>
        </div>
      </div>
    </div>,
    document.body,
  );
}

function Entry({ children }: { children: ReactNode }) {
  return <li className={styles.entry}>{children}</li>;
}

function DrillButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick}>
      {label}
      <ChevronRight size={18} aria-hidden="true" />
    </button>
  );
}

function StatusEntry({ text }: { text: string }) {
  return (
    <li className={styles.status}>
      <span role="status">{text}</span>
    </li>
  );
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapFocus(event: KeyboardEvent, container: HTMLElement | null) {
  if (!container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
