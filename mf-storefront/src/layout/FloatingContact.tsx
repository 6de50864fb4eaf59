import { MessageCircle, Phone } from 'lucide-react';
import { site, telHref } from '@agency/contracts';
import styles from './FloatingContact.module.css';

/** The two round buttons that float over every public page: call us, and chat with us. */
export function FloatingContact() {
  return (
    <div className={styles.stack}>
      <a className={`${styles.button} ${styles.chat}`} href={site.chat.href} target="_blank" rel="noopener noreferrer" aria-label={`Chat with us on ${site.chat.app}`}>
        <MessageCircle size={26} aria-hidden="true" />
      </a>
      <a className={`${styles.button} ${styles.call}`} href={telHref} aria-label={`Call us on ${site.phone.display}`}>
        <Phone size={24} aria-hidden="true" />
      </a>
    </div>
  );
}
