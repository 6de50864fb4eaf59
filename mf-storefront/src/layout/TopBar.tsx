import { Clock, Headset, Phone } from 'lucide-react';
import { site, telHref } from '@agency/contracts';
import { SocialLinks } from '../components/SocialLinks';
import styles from './TopBar.module.css';

/** The thin bar above the header: social links, opening hours, support note and phone. */
export function TopBar() {
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <SocialLinks tone="onDark" size={15} />
        <ul className={styles.facts}>
          <li className={styles.hours}>
            <Clock size={15} aria-hidden="true" />
            <span>{site.openingHours}</span>
          </li>
          <li className={styles.support}>
            <Headset size={15} aria-hidden="true" />
            <span>{site.supportNote}</span>
          </li>
          <li>
            <a className={styles.phone} href={telHref}>
              <Phone size={15} aria-hidden="true" />
              <span>{site.phone.display}</span>
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
