import { needsScript } from '@agency/page/protocol';
import { usePageHead, useSiteOrigin } from '@agency/page/remote';
import { Minus, Plus } from '@agency/ui/icons';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Regions } from '../api';
import { ExpandableText } from '../components/ExpandableText';
import { PageBanner } from '../components/PageBanner';
import { EmptyState } from '../components/StatusMessage';
import { continentHead } from '../head/pageHeads';
import { regionPath } from '../paths';
import { RegionCard } from './RegionCard';
import styles from './Regions.module.css';
import { countriesOf, type RegionContinent } from './resolveRegion';

/**
 * A continent page (the spec's region and continent pages): banner, intro with Show More / Show Less, the collapsible
 * 'VIEW COUNTRY LIST +/-' and a card for each country. Without scripts the toggle is not
 * offered: the cards below link to the same countries.
 */
export function ContinentPage({ continent, regions }: { continent: RegionContinent; regions: Regions }) {
  usePageHead(continentHead(useSiteOrigin(), continent));
  const [listOpen, setListOpen] = useState(false);
  const listId = useId();
  const { featured, more } = countriesOf(continent, regions);
  const all = [...featured, ...more];
  return (
    <article>
      <PageBanner image={continent.image} title={continent.name} eyebrow="Holidays & tours" />
      <section className={styles.section} aria-label={`About ${continent.name}`}>
        <div className={`${styles.inner} ${styles.introGrid}`}>
          <ExpandableText intro={continent.intro} more={continent.more} />
          <div className={styles.countryList} {...needsScript}>
            <button
              type="button"
              className={styles.countryListToggle}
              aria-expanded={listOpen}
              aria-controls={listId}
              onClick={() => setListOpen((open) => !open)}
            >
              VIEW COUNTRY LIST
              {listOpen ? <Minus size={18} aria-hidden="true" /> : <Plus size={18} aria-hidden="true" />}
            </button>
            <ul id={listId} className={styles.countryLinks} hidden={!listOpen}>
              {all.map((country) => (
                <li key={country.route}>
                  <Link to={regionPath(country.route)}>{country.name}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="countries-title">
        <div className={styles.inner}>
          <h2 id="countries-title" className={styles.sectionTitle}>
            Destinations in {continent.name}
          </h2>
          {all.length === 0 ? (
            <EmptyState
              text={`No holidays in ${continent.name} are listed right now.`}
              detail="Our specialists can already plan one for you: send us an enquiry."
            />
          ) : (
            <ul className={styles.cardGrid}>
              {all.map((country) => (
                <li key={country.route}>
                  <RegionCard to={regionPath(country.route)} name={country.name} image={country.image} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </article>
  );
}
