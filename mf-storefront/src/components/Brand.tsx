import { logoDataUrl, site } from '@agency/site';
import { Link } from 'react-router-dom';
import { paths } from '../paths';
import styles from './Brand.module.css';

interface Props {
  tone: 'onDark' | 'onLight';
  /** Smaller mark and name, for the compact header. */
  compact?: boolean;
  onClick?: () => void;
}

/** Logo and agency name, linking home. */
export function Brand({ tone, compact = false, onClick }: Props) {
  return (
    <Link to={paths.home} onClick={onClick} className={`${styles.brand} ${styles[tone]} ${compact ? styles.compact : ''}`}>
      <img className={styles.mark} src={logoDataUrl} alt="" width={44} height={44} />
      <span className={styles.text}>
        <span className={styles.name}>{site.brandName}</span>
        <span className={styles.tagline}>{site.tagline}</span>
      </span>
    </Link>
  );
}
