import { site, telHref } from '@agency/site';
import { MessageCircle, Phone } from '@agency/ui/icons';
import styles from './FloatingContact.module.css';

/**
 * Call us and chat with us, on every public page. On wide screens two round buttons float in
 * the corner, beside the content column; on phones and tablets, where any corner is content,
 * they become a bar along the bottom edge with room kept for it (see the stylesheet), so the
 * page, such as a package's prices, can always be read clear of them.
 */
export function FloatingContact() {
  return (
    <div className={styles.stack}>
      <a
        className={`${styles.button} ${styles.chat}`}
        href={site.chat.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Chat with us on ${site.chat.app}`}
      >
        <MessageCircle size={24} aria-hidden="true" />
        <span className={styles.label} aria-hidden="true">
          {site.chat.app}
        </span>
      </a>
      <a className={`${styles.button} ${styles.call}`} href={telHref} aria-label={`Call us on ${site.phone.display}`}>
        <Phone size={22} aria-hidden="true" />
        <span className={styles.label} aria-hidden="true">
          Call us
        </span>
      </a>
    </div>
  );
}
