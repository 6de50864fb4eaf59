import { needsScript } from '@agency/page/protocol';
import { ChevronDown } from '@agency/ui/icons';
import { type MenuQueryState, useGetMenuQuery } from '../api';
import { holidayTypeDealsPath } from '../paths';
import { HOLIDAY_TYPES_ERROR, holidayTypeLabel } from './destinations';
import styles from './HeaderMenus.module.css';
import { NoScriptHolidayTypeMenu } from './NoScriptMenus';
import { useHoverDisclosure } from './useHoverDisclosure';

/** 'Holiday Types' in the header: a dropdown of the catalogue's holiday types. */
export function HolidayTypeMenu({ triggerClassName }: { triggerClassName: string }) {
  const { open, itemProps, triggerProps, panelProps } = useHoverDisclosure();
  const menu = useGetMenuQuery();
  return (
    <li className={styles.dropdownItem} {...itemProps}>
      <button {...triggerProps} {...needsScript} className={triggerClassName}>
        Holiday Types
        <ChevronDown size={16} aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div {...panelProps} className={`${styles.panel} ${styles.dropdownPanel}`}>
        {open && <HolidayTypeList menu={menu} />}
      </div>
      <NoScriptHolidayTypeMenu triggerClassName={triggerClassName} />
    </li>
  );
}

function HolidayTypeList({ menu: { data, isLoading, isError } }: { menu: MenuQueryState }) {
  if (isLoading) return <p className={styles.status}>Loading holiday types…</p>;
  if (isError || !data)
    return (
      <p className={styles.status} role="alert">
        {HOLIDAY_TYPES_ERROR}
      </p>
    );
  return (
    <ul className={styles.typeList}>
      {data.holidayTypes.map((type) => (
        <li key={type}>
          {/* A plain link, not a router Link: the spec reloads the page for the deals list. */}
          <a href={holidayTypeDealsPath(type, 'desktop')} className={styles.type}>
            {holidayTypeLabel(type)}
          </a>
        </li>
      ))}
    </ul>
  );
}
