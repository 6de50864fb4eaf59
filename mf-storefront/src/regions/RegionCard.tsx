import { Link } from 'react-router-dom';
import styles from './Regions.module.css';

interface Props {
  to: string;
  name: string;
  image: string;
  /** A short line under the name. */
  note?: string;
}

/** A continent or country card: its poster with the name, leading to its page. */
export function RegionCard({ to, name, image, note }: Props) {
  return (
    <Link to={to} className={styles.card}>
      <span className={styles.cardMedia}>
        <img className={styles.cardImage} src={image} alt="" width={1200} height={800} loading="lazy" decoding="async" />
      </span>
      <span className={styles.cardBody}>
        <span className={styles.cardName}>{name}</span>
        {note && <span className={styles.cardNote}>{note}</span>}
      </span>
    </Link>
  );
}
