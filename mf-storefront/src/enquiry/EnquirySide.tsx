import { mailtoHref, site, telHref } from '@agency/site';
import { Clock, Mail, MapPin, PackageIcon, Phone } from '@agency/ui/icons';
import { cardPrice, durationText, formatRupees } from '../deals/packageText';
import styles from './EnquiryPage.module.css';
import type { EnquiryVariant } from './enquiryVariant';

/**
 * Beside the form: what the visitor is asking about (the package's name and price from
 * ENQUIRE NOW, or the destination from a country page); nothing for the open form.
 */
export function EnquirySubject({ variant }: { variant: EnquiryVariant }) {
  if (variant.kind === 'open') return null;
  return (
    <aside className={styles.subjectArea} aria-label="Your enquiry">
      {variant.kind === 'package' && (
        <section className={styles.subject} aria-labelledby="enquiry-package-title">
          <p className={styles.subjectKicker}>
            <PackageIcon size={16} aria-hidden="true" />
            You are enquiring about
          </p>
          <h2 id="enquiry-package-title" className={styles.subjectTitle}>
            {variant.name}
          </h2>
          {variant.duration !== undefined && <p className={styles.subjectLine}>{durationText(variant.duration)}</p>}
          {variant.price.length > 0 && (
            <>
              <p className={styles.subjectPrice}>
                from <strong>{formatRupees(cardPrice({ pricing: variant.price }))}</strong> per person
              </p>
              {variant.price.length > 1 && (
                <table className={styles.priceList}>
                  <caption className="visually-hidden">Price per person by option</caption>
                  <tbody>
                    {variant.price.map((option) => (
                      <tr key={option._id}>
                        <th scope="row">{option.type}</th>
                        <td>{formatRupees(option.price)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </>
          )}
        </section>
      )}
      {variant.kind === 'destination' && (
        <section className={styles.subject} aria-labelledby="enquiry-destination-title">
          <p className={styles.subjectKicker}>
            <MapPin size={16} aria-hidden="true" />
            Your destination
          </p>
          <h2 id="enquiry-destination-title" className={styles.subjectTitle}>
            {variant.destination}
          </h2>
          <p className={styles.subjectLine}>Tell us how long you would like to stay and who is coming; we shape the rest with you.</p>
        </section>
      )}
    </aside>
  );
}

/** How else to reach us: phone (tap to call), e-mail, hours. */
export function EnquiryReach() {
  return (
    <aside className={styles.reach} aria-labelledby="enquiry-reach-title">
      <h2 id="enquiry-reach-title" className={styles.reachTitle}>
        Rather talk to us?
      </h2>
      <ul className={styles.reachList}>
        <li>
          <Phone size={18} aria-hidden="true" />
          <a href={telHref}>{site.phone.display}</a>
        </li>
        <li>
          <Mail size={18} aria-hidden="true" />
          <a href={mailtoHref}>{site.email}</a>
        </li>
        <li>
          <Clock size={18} aria-hidden="true" />
          <span>
            {site.openingHours}, {site.supportNote}
          </span>
        </li>
      </ul>
    </aside>
  );
}
