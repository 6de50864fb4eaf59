import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './Holidays.module.css';
import { type HolidayItem, holidayDealsPath } from './holidayItems';

interface Props {
  title: string;
  lead: string;
  items: readonly HolidayItem[];
  children?: ReactNode;
}

/** Cards that open the holiday-type deals screen, each handing its item as navigation state. */
export function HolidayItemGrid({ title, lead, items, children }: Props) {
  return (
    <section className={styles.section} aria-labelledby="holiday-items-title">
      <div className={styles.inner}>
        <h2 id="holiday-items-title" className={styles.sectionTitle}>
          {title}
        </h2>
        <p className={styles.lead}>{lead}</p>
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.Name}>
              <Link to={holidayDealsPath(item)} state={{ item }} className={styles.card}>
                <img className={styles.image} src={item.Url} alt="" width={1200} height={800} loading="lazy" decoding="async" />
                <span className={styles.name}>{item.ShowName}</span>
              </Link>
            </li>
          ))}
        </ul>
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </section>
  );
}
