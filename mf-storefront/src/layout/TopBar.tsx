import { retreatPaths, site, telHref } from '@agency/site';
import { Clock, Headset, Phone, Sparkles } from '@agency/ui/icons';
import { Link } from 'react-router-dom';
import { SocialLinks } from '../components/SocialLinks';
import styles from './TopBar.module.css';

/** The retreat's name in the bar: the whole name where there is room, its short form on phones. */
export const RETREAT_LINK = { full: 'The Awakening Retreat, Pushkar', short: 'Our retreat' } as const;

/** The thin bar above the header: social links, the agency's own retreat, opening hours, support note and phone. */
export function TopBar() {
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <SocialLinks tone="onDark" size={15} />
        <ul className={styles.facts}>
          <li>
            <Link className={styles.retreat} to={retreatPaths.retreat}>
              <Sparkles size={15} aria-hidden="true" />
              <span className={styles.retreatFull}>{RETREAT_LINK.full}</span>
              <span className={styles.retreatShort} aria-hidden="true">
                {RETREAT_LINK.short}
              </span>
            </Link>
          </li>
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
