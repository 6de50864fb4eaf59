import { usePageHead, useSiteOrigin } from '@agency/page/remote';
import { ArrowRight, Send } from '@agency/ui/icons';
import buttons from '@agency/ui/styles/buttons.module.css';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useGetCountryDealsQuery } from '../api';
import { ExpandableText } from '../components/ExpandableText';
import { PageBanner } from '../components/PageBanner';
import { CardSkeletons } from '../components/Skeleton';
import { EmptyState } from '../components/StatusMessage';
import { DealRow } from '../deals/DealRow';
import { destinationEnquiryState } from '../deals/navigationState';
import { countryHead } from '../head/pageHeads';
import { logFailure } from '../messages';
import { countryDealsPath, paths } from '../paths';
import styles from './Regions.module.css';
import { noCountryDeals } from './regionTexts';
import type { RegionCountry } from './resolveRegion';

/**
 * A country page (the spec's region and continent pages): the name in capitals over its banner, the intro with its
 * further text, 'Make An Enqiry' (the spec's spelling), a sideways row of the country's
 * deals and 'View All' to the deals list filtered by the country.
 */
export function CountryPage({ country, continentPath }: { country: RegionCountry; continentPath?: string }) {
  usePageHead(countryHead(useSiteOrigin(), country, continentPath));
  const deals = useGetCountryDealsQuery(country.name);

  // A failed per-country call is silent on screen (the spec's error catalogue) but logged.
  useEffect(() => {
    if (deals.isError) logFailure(`Deals of ${country.name} could not be loaded`, deals.error);
  }, [deals.isError, deals.error, country.name]);

  return (
    <article>
      <PageBanner image={country.image} title={country.name.toUpperCase()} eyebrow={country.continent} />
      <section className={styles.section} aria-label={`About ${country.name}`}>
        <div className={`${styles.inner} ${styles.introGrid}`}>
          <ExpandableText intro={country.intro} more={country.more} />
          <aside className={styles.enquiry} aria-label="Plan this trip">
            <p className={styles.enquiryText}>
              Tell us how you like to travel and a {country.name} specialist will shape a holiday around you.
            </p>
            <Link to={paths.form} state={destinationEnquiryState(country.name)} className={buttons.primary}>
              <Send size={18} aria-hidden="true" />
              Make An Enqiry
            </Link>
          </aside>
        </div>
      </section>
      <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="country-deals-title" aria-busy={deals.isLoading}>
        <div className={styles.inner}>
          <div className={styles.rowHeader}>
            <h2 id="country-deals-title" className={styles.sectionTitle}>
              {country.name} Holiday Deals
            </h2>
            <Link to={countryDealsPath(country.name)} className={buttons.secondary}>
              View All
              <span className="visually-hidden"> {country.name} deals</span>
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
          </div>
          {deals.isLoading ? (
            <CardSkeletons count={4} shape="row" />
          ) : deals.data && deals.data.length > 0 ? (
            <DealRow deals={deals.data} label={`Deals in ${country.name}`} priority />
          ) : (
            <EmptyState text={noCountryDeals(country.name)} detail="Our specialists can still plan a trip for you: send us an enquiry." />
          )}
        </div>
      </section>
    </article>
  );
}
