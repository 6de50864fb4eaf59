import { usePageHead } from '@agency/page/remote';
import { mailtoHref, postalAddressLine, site, telHref } from '@agency/site';
import { Clock, Mail, MapPin, PhoneCall } from '@agency/ui/icons';
import { PageBanner } from '../components/PageBanner';
import { staticPageHead } from '../head/pageHeads';
import { CALLBACK_TITLE } from '../messages';
import { imageUrl, paths } from '../paths';
import { CallbackForm } from './CallbackForm';
import styles from './ContactPage.module.css';

/**
 * The Contact page at /contact and /Contact (the spec's route table and contact page): a phone banner with a
 * tap-to-call link, the 'Get In Touch' callback form, and where else to find us.
 */
export function ContactPage() {
  usePageHead(
    staticPageHead(
      'Contact Us',
      paths.contact,
      `Call, write or visit ${site.brandName} in New Delhi, or ask for a call back: our travel specialists plan holidays from India to the world.`,
    ),
  );
  return (
    <article>
      <PageBanner image={imageUrl('page-contact')} title="Contact Us" eyebrow={site.supportNote} />

      <section className={styles.phoneBanner} aria-labelledby="contact-phone-title">
        <div className={styles.phoneInner}>
          <div>
            <h2 id="contact-phone-title" className={styles.phoneTitle}>
              Speak to a travel specialist
            </h2>
            <p className={styles.phoneText}>
              <Clock size={16} aria-hidden="true" />
              {site.openingHours} · {site.supportNote}
            </p>
          </div>
          <a href={telHref} className={styles.callLink}>
            <PhoneCall size={22} aria-hidden="true" />
            <span>
              <span className="visually-hidden">Call us on </span>
              {site.phone.display}
            </span>
          </a>
        </div>
      </section>

      <section className={styles.section}>
        <div className={styles.layout}>
          <div className={styles.card}>
            <h2 id="callback-title" className={styles.cardTitle}>
              {CALLBACK_TITLE}
            </h2>
            <p className={styles.cardLead}>
              Leave your details and the time that suits you; we call you back. Fields marked * are required.
            </p>
            <CallbackForm labelledBy="callback-title" />
          </div>
          <aside className={styles.aside} aria-labelledby="contact-visit-title">
            <h2 id="contact-visit-title" className={styles.asideTitle}>
              Visit or write to us
            </h2>
            <ul className={styles.details}>
              <li>
                <MapPin size={18} aria-hidden="true" />
                <address>{postalAddressLine()}</address>
              </li>
              <li>
                <Mail size={18} aria-hidden="true" />
                <a href={mailtoHref}>{site.email}</a>
              </li>
              <li>
                <PhoneCall size={18} aria-hidden="true" />
                <a href={telHref}>{site.phone.display}</a>
              </li>
            </ul>
          </aside>
        </div>
      </section>
    </article>
  );
}
