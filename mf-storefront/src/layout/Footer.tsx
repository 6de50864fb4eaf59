import { linkHref, mailtoHref, postalAddressLine, site, telHref } from '@agency/site';
import { Mail, MapPin, Phone } from '@agency/ui/icons';
import { Link } from 'react-router-dom';
import { Brand } from '../components/Brand';
import { SocialLinks } from '../components/SocialLinks';
import { aboutBlurb, whyBookWithUs } from '../marketing';
import { paths } from '../paths';
import styles from './Footer.module.css';

/** The public footer: why book with us, about, important and quick links, contact details. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <section className={styles.promises} aria-labelledby="why-book-with-us">
        <div className={styles.inner}>
          <h2 id="why-book-with-us" className={styles.promisesTitle}>
            Why Book With Us
          </h2>
          <ul className={styles.promiseList}>
            {whyBookWithUs.map(({ icon: Icon, title }) => (
              <li key={title} className={styles.promise}>
                <span className={styles.promiseIcon}>
                  <Icon size={22} aria-hidden="true" />
                </span>
                {title}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className={`${styles.inner} ${styles.columns}`}>
        <section className={styles.about} aria-labelledby="footer-about">
          <Brand tone="onDark" />
          <h2 id="footer-about" className={styles.heading}>
            About Us
          </h2>
          <p className={styles.text}>{aboutBlurb}</p>
          <Link to={paths.aboutUs} className={styles.readMore}>
            Read More
          </Link>
        </section>

        <nav className={styles.links} aria-labelledby="footer-important">
          <h2 id="footer-important" className={styles.heading}>
            Important Links
          </h2>
          <ul>
            <li>
              <Link to={linkHref(paths.terms)}>Terms &amp; Conditions</Link>
            </li>
            <li>
              <Link to={paths.privacy}>Privacy Policy</Link>
            </li>
          </ul>
        </nav>

        <nav className={styles.links} aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={styles.heading}>
            Quick Links
          </h2>
          <ul>
            <li>
              <Link to={paths.home}>Home</Link>
            </li>
            <li>
              <Link to={paths.contact}>Contact Us</Link>
            </li>
          </ul>
        </nav>

        <section className={styles.contact} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact Information
          </h2>
          <address className={styles.address}>
            <p>
              <MapPin size={18} aria-hidden="true" />
              <span>{postalAddressLine()}</span>
            </p>
            <p>
              <Phone size={18} aria-hidden="true" />
              <a href={telHref}>{site.phone.display}</a>
            </p>
            <p>
              <Mail size={18} aria-hidden="true" />
              <a href={mailtoHref}>{site.email}</a>
            </p>
          </address>
          <SocialLinks tone="onDark" size={18} />
        </section>
      </div>

      <div className={styles.bottom}>
        <div className={styles.inner}>
          <p>
            © {new Date().getFullYear()} {site.brandName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
