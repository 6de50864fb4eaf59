import { usePageHead, useSiteOrigin } from '@agency/page/remote';
import { useGetRegionsQuery } from '../api';
import { PageBanner } from '../components/PageBanner';
import { CardSkeletons } from '../components/Skeleton';
import { EmptyState, ErrorState } from '../components/StatusMessage';
import { regionsHead } from '../head/pageHeads';
import { imageUrl, regionPath } from '../paths';
import { RegionCard } from './RegionCard';
import styles from './Regions.module.css';
import { REGIONS_LOAD_ERROR } from './regionTexts';

/** /Destination: 'MAP OF REGION', a card for each of the seven continents. */
export function RegionOverview() {
  usePageHead(regionsHead(useSiteOrigin()));
  const { data, isError, refetch } = useGetRegionsQuery();
  return (
    <article>
      <PageBanner image={imageUrl('page-map-of-region')} title="MAP OF REGION" eyebrow="Destinations" />
      <section className={styles.section} aria-labelledby="continents-title">
        <div className={styles.inner}>
          <h2 id="continents-title" className={styles.sectionTitle}>
            Choose your region
          </h2>
          <p className={styles.lead}>
            Seven corners of the world, each with holidays our specialists have planned and travelled themselves.
          </p>
          {isError ? (
            <ErrorState text={REGIONS_LOAD_ERROR} tone="calm" onRetry={refetch} />
          ) : data?.continents.length === 0 ? (
            <EmptyState text="Our destinations are being updated. Please come back soon." />
          ) : data ? (
            <ul className={styles.cardGrid}>
              {data.continents.map((continent) => (
                <li key={continent.route}>
                  <RegionCard
                    to={regionPath(continent.route)}
                    name={continent.name}
                    image={continent.image}
                    note={`${continent.countries.length} destinations`}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <CardSkeletons count={7} shape="tile" />
          )}
        </div>
      </section>
    </article>
  );
}
