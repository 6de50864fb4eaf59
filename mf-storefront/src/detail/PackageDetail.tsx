import type { Package } from '@agency/contracts';
import { usePageHead, useSiteOrigin } from '@agency/page/remote';
import { Check, X } from '@agency/ui/icons';
import { useScrollToTopOnOpen } from '../components/pageEffects';
import { dealTitle, durationText } from '../deals/packageText';
import { ServiceIcons } from '../deals/ServiceIcons';
import { packageHead } from '../head/pageHeads';
import { Description } from './Description';
import { DestinationsTable } from './DestinationsTable';
import { Gallery } from './Gallery';
import styles from './PackageDetail.module.css';
import { PaymentTerms } from './PaymentTerms';
import { SideCard } from './SideCard';

/**
 * A package's detail as the spec describes it, the same for /Deal and /package-detail/{id}: gallery,
 * name, OVERVIEW with the seven services, description, Destinations, what is and is not
 * included, payment terms with their notes, and the side card with ENQUIRE NOW.
 */
export function PackageDetail({ pkg }: { pkg: Package }) {
  const title = dealTitle(pkg);
  usePageHead(packageHead(useSiteOrigin(), pkg, title));
  useScrollToTopOnOpen(pkg._id);
  const places = pkg.destinations.countries.map((country) => country.name).join(' · ');
  return (
    <article className={styles.page}>
      <Gallery images={pkg.images} title={title} />
      <header className={styles.header}>
        {places && <p className={styles.places}>{places}</p>}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.durationLine}>{durationText(pkg.duration)}</p>
      </header>
      <div className={styles.layout}>
        <div className={styles.content}>
          <section className={styles.block} aria-labelledby="overview-title">
            <h2 id="overview-title" className={styles.blockTitle}>
              OVERVIEW
            </h2>
            <ServiceIcons included={pkg.inclusion_ids} show="all" labels="visible" label="Services of this package" />
          </section>

          <Description title={pkg.description.title} paragraph={pkg.description.paragraph} />
          <DestinationsTable destinations={pkg.destinations} days={pkg.duration} />

          <div className={styles.inclusions}>
            <section className={styles.block} aria-labelledby="included-title">
              <h2 id="included-title" className={styles.blockTitle}>
                What&apos;s Included
              </h2>
              <TextList items={pkg.inclusionTexts} kind="included" empty="Ask our specialists what this holiday includes." />
            </section>
            <section className={styles.block} aria-labelledby="excluded-title">
              <h2 id="excluded-title" className={styles.blockTitle}>
                What&apos;s Excluded
              </h2>
              <TextList items={pkg.exclusionTexts} kind="excluded" empty="Nothing is excluded beyond personal expenses." />
            </section>
          </div>

          <PaymentTerms />
        </div>
        <div className={styles.side}>
          <SideCard pkg={pkg} />
        </div>
      </div>
    </article>
  );
}

function TextList({ items, kind, empty }: { items: readonly string[]; kind: 'included' | 'excluded'; empty: string }) {
  if (items.length === 0) return <p className={styles.muted}>{empty}</p>;
  const Icon = kind === 'included' ? Check : X;
  return (
    <ul className={styles.textList}>
      {items.map((item) => (
        <li key={item}>
          <Icon size={18} aria-hidden="true" className={kind === 'included' ? styles.tick : styles.cross} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
