import type { LeadsOverview, PaymentOverview } from '@agency/contracts';
import { ArrowRight, CalendarClock, Clock3, IndianRupee, MailPlus, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HOME_TEXTS } from '../messages';
import { paths } from '../paths';
import { rupeesText } from '../rooms/roomsFormat';
import { LowRooms } from './LowRooms';
import styles from './StaffHome.module.css';

interface TileProps {
  icon: ReactNode;
  label: string;
  value: string;
  detail?: string;
  to: string;
  linkText: string;
}

/** One figure: a big number that opens the list it counts. */
function Tile({ icon, label, value, detail, to, linkText }: TileProps) {
  return (
    <Link to={to} className={styles.tile}>
      <span className={styles.tileIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.tileLabel}>{label}</span>
      <span className={styles.tileValue}>{value}</span>
      {detail && <span className={styles.tileDetail}>{detail}</span>}
      <span className={styles.tileLink}>
        {linkText}
        <ArrowRight size={14} aria-hidden="true" />
      </span>
    </Link>
  );
}

export function LeadFigures({ overview }: { overview: LeadsOverview }) {
  const tiles = [
    { icon: <MailPlus size={20} />, label: HOME_TEXTS.newToday, value: overview.newToday },
    { icon: <Clock3 size={20} />, label: HOME_TEXTS.unclaimed, value: overview.unclaimed },
    { icon: <CalendarClock size={20} />, label: HOME_TEXTS.followUpsDue, value: overview.followUpsDue },
  ];
  return (
    <div className={styles.tiles}>
      {tiles.map((tile) => (
        <Tile key={tile.label} {...tile} value={String(tile.value)} to={paths.account} linkText={HOME_TEXTS.openRequests} />
      ))}
    </div>
  );
}

const refundedText = (refunded: number) => (refunded > 0 ? rupeesText(refunded) : null);

export function PaymentFigures({ overview }: { overview: PaymentOverview }) {
  const { paidToday, thisMonth } = overview;
  return (
    <>
      <div className={styles.tiles}>
        <Tile
          icon={<Wallet size={20} />}
          label={HOME_TEXTS.paidToday}
          value={String(paidToday.count)}
          detail={HOME_TEXTS.netDetail(rupeesText(paidToday.net), refundedText(paidToday.refunded))}
          to={paths.bookings}
          linkText={HOME_TEXTS.openBookings}
        />
        <Tile
          icon={<IndianRupee size={20} />}
          label={HOME_TEXTS.thisMonth}
          value={rupeesText(thisMonth.net)}
          detail={HOME_TEXTS.monthDetail(HOME_TEXTS.bookingsCount(thisMonth.count), refundedText(thisMonth.refunded))}
          to={paths.bookings}
          linkText={HOME_TEXTS.openBookings}
        />
      </div>
      <LowRooms overview={overview} />
    </>
  );
}
