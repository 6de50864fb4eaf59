import type { Package } from '@agency/contracts';
import { CalendarDays, Send } from '@agency/ui/icons';
import { Link } from 'react-router-dom';
import { packageEnquiryState } from '../deals/navigationState';
import { formatRupees, nightsDaysText } from '../deals/packageText';
import { ServiceIcons } from '../deals/ServiceIcons';
import { paths } from '../paths';
import styles from './PackageDetail.module.css';

/**
 * The detail page's side card (the spec's package detail): Duration '{n} N / {d} D', the price of each
 * option, the included services and ENQUIRE NOW, which opens /Form with the package and
 * a one-item allDeals list.
 */
export function SideCard({ pkg }: { pkg: Package }) {
  return (
    <aside className={styles.sideCard} aria-labelledby="side-card-title">
      <h2 id="side-card-title" className="visually-hidden">
        Price and booking
      </h2>
      <div className={styles.sideRow}>
        <span className={styles.sideLabel}>
          <CalendarDays size={18} aria-hidden="true" />
          Duration
        </span>
        <span className={styles.sideValue}>{nightsDaysText(pkg.duration)}</span>
      </div>
      {pkg.pricing.length > 0 && (
        <table className={styles.priceList}>
          <caption className="visually-hidden">Price per person by option</caption>
          <tbody>
            {pkg.pricing.map((option) => (
              <tr key={option._id}>
                <th scope="row">{option.type}</th>
                <td>
                  {option.valueOfferPrice !== undefined && option.valueOfferPrice !== option.price && (
                    <s className={styles.offer}>
                      <span className="visually-hidden">Was </span>
                      {formatRupees(option.valueOfferPrice)}
                    </s>
                  )}
                  <span className={styles.priceValue}>{formatRupees(option.price)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={styles.perPerson}>Prices are per person, in Indian rupees.</p>
      <ServiceIcons included={pkg.inclusion_ids} show="included" label="Included services" />
      <Link to={paths.form} state={packageEnquiryState(pkg)} className={styles.enquire}>
        <Send size={18} aria-hidden="true" />
        ENQUIRE NOW
      </Link>
    </aside>
  );
}
