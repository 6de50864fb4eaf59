import { CalendarDays, MapPin } from '@agency/ui/icons';
import { Link } from 'react-router-dom';
import type { ListedPackage } from '../api';
import { PHOTO_SIZES, Photo } from '../components/Photo';
import { packageDetailPath } from '../paths';
import styles from './PackageResultCard.module.css';
import { cardPrice, dealTitle, durationText, formatRupees, offerPrice } from './packageText';
import { ServiceIcons } from './ServiceIcons';

/**
 * A wide result card of the deals list (the spec's deals list): picture, name, the '{city}, {n} Nights'
 * chips, the first 200 characters of the description (cut by the catalogue: the list answers
 * summaries), the included services, 'From' the price 'Per Person' (with the struck-through
 * offer price when it differs), the duration text and VIEW DETAILS, a real link to the
 * package's shareable /package-detail/{id}, which fetches the whole package by id.
 * `priority`: the list's first card loads its picture at once.
 */
export function PackageResultCard({ pkg, priority = false }: { pkg: ListedPackage; priority?: boolean }) {
  const title = dealTitle(pkg);
  const offer = offerPrice(pkg);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {pkg.images[0] && (
          <>
            {/* The whole poster, centred over a blurred copy that fills the card's height. */}
            <Photo className={styles.backdrop} src={pkg.images[0]} alt="" sizes={PHOTO_SIZES.resultCard} priority={priority} />
            <Photo className={styles.image} src={pkg.images[0]} alt="" sizes={PHOTO_SIZES.resultCard} priority={priority} />
          </>
        )}
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        {pkg.cityNight.length > 0 && (
          <ul className={styles.chips} aria-label="Cities and nights">
            {pkg.cityNight.map(({ cityName, totalNights }) => (
              <li key={cityName} className={styles.chip}>
                <MapPin size={14} aria-hidden="true" />
                {`${cityName}, ${totalNights} Nights`}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.description}>{pkg.descriptionExcerpt}</p>
        <ServiceIcons included={pkg.inclusion_ids} show="included" label="Included services" />
      </div>
      <div className={styles.aside}>
        <p className={styles.duration}>
          <CalendarDays size={16} aria-hidden="true" />
          {durationText(pkg.duration)}
        </p>
        <p className={styles.priceBlock}>
          <span className={styles.from}>From</span>
          {offer !== null && (
            <s className={styles.offer}>
              <span className="visually-hidden">Was </span>
              {formatRupees(offer)}
            </s>
          )}
          <span className={styles.price}>{formatRupees(cardPrice(pkg))}</span>
          <span className={styles.perPerson}>Per Person</span>
        </p>
        <Link to={packageDetailPath(pkg._id)} className={styles.cta} aria-label={`VIEW DETAILS: ${title}`}>
          VIEW DETAILS
        </Link>
      </div>
    </article>
  );
}
