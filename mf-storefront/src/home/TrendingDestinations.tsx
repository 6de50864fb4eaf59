import { linkHref } from '@agency/site';
import { ArrowRight } from '@agency/ui/icons';
import buttons from '@agency/ui/styles/buttons.module.css';
import { Link } from 'react-router-dom';
import { imageUrl, paths } from '../paths';
import styles from './Home.module.css';
import { TRENDING_DESTINATIONS, type TrendingDestination, trendingDestinationPath } from './trendingDestinations';

/** 'Top Trending Destination': nine destination cards and 'View All Destination'. */
export function TrendingDestinations() {
  return (
    <section className={`${styles.section} ${styles.trending}`} aria-labelledby="trending-title">
      <div className={styles.inner}>
        <p className={styles.kicker}>Loved by our travellers this season</p>
        <h2 id="trending-title" className={styles.sectionTitle}>
          Top Trending Destination
        </h2>
        <ul className={styles.trendingGrid}>
          {TRENDING_DESTINATIONS.map((destination) => (
            <li key={destination.name}>
              <TrendingCard destination={destination} />
            </li>
          ))}
        </ul>
        <div className={styles.sectionAction}>
          <Link to={paths.deals} className={buttons.secondary}>
            View All Destination
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}

/** One destination card: a link to its page, or, for a name with no page, a button that only logs. */
export function TrendingCard({ destination }: { destination: TrendingDestination }) {
  const path = trendingDestinationPath(destination.name);
  const face = (
    <>
      <img
        className={styles.trendingImage}
        src={imageUrl(destination.artwork)}
        alt=""
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.trendingName}>{destination.name}</span>
    </>
  );
  if (path) {
    return (
      <Link to={linkHref(path)} className={styles.trendingCard}>
        {face}
      </Link>
    );
  }
  // The spec: a destination with no page does nothing but leave a log entry.
  return (
    <button type="button" className={styles.trendingCard} onClick={() => console.warn(`No page for the destination '${destination.name}'`)}>
      {face}
    </button>
  );
}
