import { MAIN_CONTENT_ID } from '@agency/page/protocol';
import { logoDataUrl, mailtoHref, site, telHref } from '@agency/site';
import { ArrowLeft, Mail, Phone } from '@agency/ui/icons';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '../paths';
import styles from './RetreatFrame.module.css';

/** The site's home page (the storefront's), where the agency's frame leads. */
export const AGENCY_HOME = '/';
const AGENCY_QUESTIONS = 'Questions about your payment?';
const AGENCY_LINK = `All ${site.brandName} holidays`;

interface Props {
  /** 'landing': the page runs edge to edge (the retreat page); 'card': one centred card (forms, results). */
  variant?: 'landing' | 'card';
  /**
   * Whose page it is: the retreat's, or the agency's own for what is not a retreat
   * booking (the generic checkout's result pages), which link to the site's home.
   */
  brand?: 'retreat' | 'agency';
}

/** The retreat's own frame: a light header naming the retreat, the page, and a contact footer. */
export function RetreatFrame({ variant = 'card', brand = 'retreat' }: Props) {
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        {brand === 'agency' ? (
          <Link to={AGENCY_HOME} className={styles.brand}>
            <img src={logoDataUrl} alt="" width={40} height={40} className={styles.mark} />
            <span>
              <span className={styles.name}>{site.brandName}</span>
              <span className={styles.place}>{site.tagline}</span>
            </span>
          </Link>
        ) : (
          <>
            {/* The retreat is one of the agency's holidays: the way back to the rest of them. */}
            <Link to={AGENCY_HOME} className={styles.back}>
              <ArrowLeft size={16} aria-hidden="true" />
              {AGENCY_LINK}
            </Link>
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
          </>
        )}
      </header>
      <main className={variant === 'landing' ? styles.landing : styles.main} id={MAIN_CONTENT_ID}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p className={styles.footerTitle}>{brand === 'agency' ? AGENCY_QUESTIONS : 'Questions about your booking?'}</p>
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
