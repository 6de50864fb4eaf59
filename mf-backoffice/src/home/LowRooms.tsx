import type { PaymentOverview } from '@agency/contracts';
import { ArrowRight, BedDouble } from 'lucide-react';
import { Link } from 'react-router-dom';
import kit from '../kit/kit.module.css';
import { HOME_TEXTS } from '../messages';
import { paths } from '../paths';
import styles from './StaffHome.module.css';

/** The retreat's rooms with few places left, the sold-out ones in red. */
export function LowRooms({ overview }: { overview: PaymentOverview }) {
  return (
    <div className={kit.card}>
      <h3 className={kit.cardTitle}>
        <BedDouble size={18} aria-hidden="true" />
        {HOME_TEXTS.lowRoomsTitle}
      </h3>
      {overview.lowRooms.length === 0 ? (
        <p className={kit.muted}>{HOME_TEXTS.lowRoomsNone(overview.lowThreshold)}</p>
      ) : (
        <ul className={styles.lowList}>
          {overview.lowRooms.map((room) => (
            <li key={room.id} className={room.available === 0 ? styles.soldOut : undefined}>
              {HOME_TEXTS.lowRoom(room.name, room.available, room.places)}
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.rooms} className={styles.inlineLink}>
        {HOME_TEXTS.openRooms}
        <ArrowRight size={14} aria-hidden="true" />
      </Link>
    </div>
  );
}
