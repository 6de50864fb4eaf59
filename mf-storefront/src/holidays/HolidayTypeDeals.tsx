import { usePageHead, useSiteOrigin } from '@agency/page/remote';
import { ArrowRight } from '@agency/ui/icons';
import buttons from '@agency/ui/styles/buttons.module.css';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useGetHomeDealsQuery, useListPackagesQuery } from '../api';
import { PageBanner } from '../components/PageBanner';
import { CardSkeletons } from '../components/Skeleton';
import { EmptyState, ErrorState, LoadingState } from '../components/StatusMessage';
import { DealTile } from '../deals/DealTile';
import { holidayTypeHead } from '../head/pageHeads';
import { dealsFlagged } from '../home/homeSections';
import { DEALS_LOAD_ERROR, logFailure, noDealsFor } from '../messages';
import { NotFound } from '../pages/NotFound';
import { holidayTypeDealsPath, paths } from '../paths';
import styles from './Holidays.module.css';
import { type HolidayItem, isHolidayType, resolveHolidayItem } from './holidayItems';

/**
 * How many deals the screen lists for a holiday type: one page, newest first as the
 * catalogue orders them, with the full filtered list a click away.
 */
export const HOLIDAY_SCREEN_LIMIT = 24;

/**
 * The holiday-type deals screen as the spec describes it: the banner of the item it was given, then the
 * deals whose field named by the item's Name is 'True'. A holiday type's deals come from
 * the catalogue's holiday-type filter (the rule, applied by the catalogue), a deal section's
 * from the home deals, kept by their section flag.
 */
export function HolidayTypeDeals() {
  const { name } = useParams();
  const { state } = useLocation();
  const item = resolveHolidayItem(state, name);
  if (!item) return <NotFound />;
  return <HolidayDealsScreen key={item.Name} item={item} />;
}

function HolidayDealsScreen({ item }: { item: HolidayItem }) {
  const { pathname } = useLocation();
  const parent = pathname.startsWith(paths.exclusive)
    ? { name: 'Exclusive Deals', path: paths.exclusive }
    : { name: 'Holiday Types', path: paths.holidays };
  usePageHead(holidayTypeHead(useSiteOrigin(), item.ShowName, `${parent.path}/${encodeURIComponent(item.Name)}`, item.Url, parent));
  const byType = isHolidayType(item.Name);
  const typeDeals = useListPackagesQuery({ holiday_types: item.Name, limit: HOLIDAY_SCREEN_LIMIT }, { skip: !byType });
  const sectionDeals = useGetHomeDealsQuery(undefined, { skip: byType });
  // A holiday type's list is the catalogue's holiday_types filter: the flag rule, applied in SQL
  // (its answer is summaries, without the flags). The home deals carry their section flags.
  const query = byType
    ? { ...typeDeals, deals: typeDeals.data?.data }
    : { ...sectionDeals, deals: sectionDeals.data && dealsFlagged(sectionDeals.data, item.Name) };

  useEffect(() => {
    if (query.isError) logFailure(DEALS_LOAD_ERROR, query.error);
  }, [query.isError, query.error]);

  let content;
  if (query.isError) {
    content = <ErrorState text={DEALS_LOAD_ERROR} />;
  } else if (!query.deals) {
    content = (
      <LoadingState label="Loading deals...">
        <CardSkeletons count={6} shape="tile" />
      </LoadingState>
    );
  } else {
    const { deals } = query;
    content =
      deals.length === 0 ? (
        <EmptyState text={noDealsFor(item.ShowName)} />
      ) : (
        <ul className={styles.grid}>
          {deals.map((deal, index) => (
            <li key={deal._id}>
              <DealTile deal={deal} priority={index === 0} />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <article>
      <PageBanner image={item.Url} title={item.ShowName} eyebrow={byType ? 'Holiday type' : 'Exclusive collection'} />
      <section className={styles.section} aria-label={`${item.ShowName} deals`} aria-busy={!query.deals && !query.isError}>
        <div className={styles.inner}>
          {content}
          {byType && query.deals && query.deals.length > 0 && (
            <div className={styles.actions}>
              {/* The in-app form of the address (the desktop dropdown's form reloads the page). */}
              <Link to={holidayTypeDealsPath(item.Name, 'mobile')} className={buttons.secondary}>
                Filter all {item.ShowName} deals
                <ArrowRight size={18} aria-hidden="true" />
              </Link>
            </div>
          )}
        </div>
      </section>
    </article>
  );
}
