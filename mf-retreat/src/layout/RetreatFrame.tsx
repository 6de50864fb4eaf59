import { Mail, Phone } from 'lucide-react';
import { Link, Outlet } from 'react-router-dom';
import { logoDataUrl, mailtoHref, site, telHref } from '@agency/contracts';
import { paths } from '../paths';
import styles from './RetreatFrame.module.css';

interface Props {
  /** 'landing': the page runs edge to edge (the retreat page); 'card': one centred card (forms, results). */
  variant?: 'landing' | 'card';
}

/** The retreat's own frame: a light header naming the retreat, the page, and a contact footer. */
export function RetreatFrame({ variant = 'card' }: Props) {
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <Link to={paths.retreat} className={styles.brand}>
          <img src={logoDataUrl} alt="" width={40} height={40} className={styles.mark} />
          <span>
            <span className={styles.name}>The Awakening Retreat</span>
            <span className={styles.place}>
              Pushkar, Rajasthan<span className={styles.separator}> · </span>
              <span className={styles.byline}>by {site.brandName}</span>
            </span>
          </span>
        </Link>
      </header>
      <main className={variant === 'landing' ? styles.landing : styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p className={styles.footerTitle}>Questions about your booking?</p>
        <ul className={styles.contacts}>
          <li>
            <a href={telHref}>
              <Phone size={16} aria-hidden="true" />
              {site.phone.display}
            </a>
          </li>
          <li>
            <a href={mailtoHref}>
              <Mail size={16} aria-hidden="true" />
              {site.email}
            </a>
          </li>
        </ul>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {site.brandName}
        </p>
      </footer>
    </div>
  );
}
