import { useHttpStatus, usePageHead } from '@agency/page/remote';
import { Compass } from '@agency/ui/icons';
import buttons from '@agency/ui/styles/buttons.module.css';
import { Link } from 'react-router-dom';
import { useGetSimilarPackagesQuery } from '../api';
import { CardSkeletons } from '../components/Skeleton';
import { ErrorState, LoadingState } from '../components/StatusMessage';
import { DealTile } from '../deals/DealTile';
import { notFoundHead } from '../head/pageHeads';
import { OTHER_HOLIDAYS, PACKAGE_GONE, PACKAGE_GONE_DETAIL, SIMILAR_HOLIDAYS } from '../messages';
import { paths } from '../paths';
import styles from './PackageGone.module.css';

/**
 * A package the catalogue does not have (404): deleted, withdrawn to a draft, or never
 * there. The page says so and offers holidays like it (its country or holiday type, as the
 * catalogue remembers them), answering 404 to search engines and link checkers.
 */
export function PackageGone({ id }: { id: number }) {
  useHttpStatus(404);
  usePageHead(notFoundHead(PACKAGE_GONE));
  const similar = useGetSimilarPackagesQuery(id);
  const heading = similar.data?.basedOn === 'catalogue' ? OTHER_HOLIDAYS : SIMILAR_HOLIDAYS;

  let offer;
  if (similar.isError) {
    offer = <ErrorState tone="calm" text="Other holidays could not be loaded just now." onRetry={() => void similar.refetch()} />;
  } else if (!similar.data) {
    offer = (
      <LoadingState label="Loading similar holidays...">
        <CardSkeletons count={4} shape="tile" />
      </LoadingState>
    );
  } else if (similar.data.data.length > 0) {
    offer = (
      <ul className={styles.grid}>
        {similar.data.data.map((deal) => (
          <li key={deal._id}>
            <DealTile deal={deal} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <article className={styles.page} aria-labelledby="package-gone-title">
      <header className={styles.notice}>
        <Compass size={32} aria-hidden="true" className={styles.icon} />
        <h1 id="package-gone-title" className={styles.title}>
          {PACKAGE_GONE}
        </h1>
        <p className={styles.text}>{PACKAGE_GONE_DETAIL}</p>
        <div className={styles.actions}>
          <Link to={paths.deals} className={buttons.primary}>
            See Exclusive Deals
          </Link>
          <Link to={paths.contact} className={buttons.secondary}>
            Ask our specialists
          </Link>
        </div>
      </header>
      {offer && (
        <section className={styles.offer} aria-labelledby="package-gone-offer" aria-busy={!similar.data && !similar.isError}>
          <h2 id="package-gone-offer" className={styles.offerTitle}>
            {heading}
          </h2>
          {offer}
        </section>
      )}
    </article>
  );
}
