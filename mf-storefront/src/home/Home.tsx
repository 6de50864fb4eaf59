import { PAGE_SIZES } from '@agency/contracts';
import { usePageHead, useSiteOrigin } from '@agency/page/remote';
import { site } from '@agency/site';
import { ArrowRight, Headset, Star } from '@agency/ui/icons';
import buttons from '@agency/ui/styles/buttons.module.css';
import { Link } from 'react-router-dom';
import { useGetHomeDealsQuery, useGetTopDealsQuery } from '../api';
import { Poster } from '../components/Poster';
import { CardSkeletons } from '../components/Skeleton';
import { type Slide, Slider } from '../components/Slider';
import { SocialLinks } from '../components/SocialLinks';
import { ErrorState } from '../components/StatusMessage';
import { DealCard } from '../deals/DealCard';
import { DealRow } from '../deals/DealRow';
import { QuickContactLauncher } from '../enquiry/QuickContactLauncher';
import { homeHead } from '../head/pageHeads';
import { reasonsToChoose } from '../marketing';
import { DEALS_LOAD_ERROR } from '../messages';
import { paths } from '../paths';
import styles from './Home.module.css';
import { dealsFlagged, HOME_SECTION_LOOKS } from './homeSections';
import { TrendingDestinations } from './TrendingDestinations';

/** The banner slider's two fixed pictures (the spec's home page). */
const BANNER_SLIDES: readonly Slide[] = [
  { key: 'banner-1', content: <Poster name="banner-1" alt="Travel poster: Escape to Paradise, Maldives, Bali and Mauritius" priority /> },
  { key: 'banner-2', content: <Poster name="banner-2" alt="Travel poster: Journeys of a Lifetime, Europe, Asia and Africa" /> },
];

/** The home page, and its quick-contact pop-up 10 s after it loads (whatever the deals do). */
export function Home() {
  usePageHead(homeHead(useSiteOrigin()));
  return (
    <>
      <HomeContent />
      <QuickContactLauncher />
    </>
  );
}

/**
 * The home page as the spec describes it: banner slider, 'Our Exclusive Top Deals', the deal sections
 * chosen by the HomeDealSection flags, 'Top Trending Destination', the reasons to choose
 * us and the social links. While the deals load the sections show placeholders; when a
 * deals call fails the spec's red message takes the place of the page.
 */
function HomeContent() {
  const topDeals = useGetTopDealsQuery();
  const homeDeals = useGetHomeDealsQuery();

  if (topDeals.isError || homeDeals.isError) {
    return (
      <div className={styles.failed}>
        <ErrorState text={DEALS_LOAD_ERROR} />
      </div>
    );
  }
  const loading = !topDeals.data || !homeDeals.data;

  return (
    <>
      <Hero />

      <section className={styles.section} aria-labelledby="top-deals-title" aria-busy={loading}>
        <div className={styles.inner}>
          <p className={styles.kicker}>Handpicked for you</p>
          <h2 id="top-deals-title" className={styles.sectionTitle}>
            Our Exclusive Top Deals
          </h2>
          {topDeals.data ? (
            <ul className={styles.dealGrid}>
              {topDeals.data.map((deal) => (
                <li key={deal._id}>
                  <DealCard deal={deal} />
                </li>
              ))}
            </ul>
          ) : (
            <CardSkeletons count={PAGE_SIZES.home} shape="deal" />
          )}
          <div className={styles.sectionAction}>
            <Link to={paths.deals} className={buttons.primary}>
              View All Deals
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>

      {homeDeals.data
        ? HOME_SECTION_LOOKS.map(({ flag, title, kicker }) => {
            const deals = dealsFlagged(homeDeals.data ?? [], flag);
            if (deals.length === 0) return null;
            return (
              <section key={flag} className={`${styles.section} ${styles.dealSection}`} aria-labelledby={`${flag}-title`}>
                <div className={styles.inner}>
                  <p className={styles.kicker}>{kicker}</p>
                  <h2 id={`${flag}-title`} className={styles.sectionTitle}>
                    {title}
                  </h2>
                  <DealRow deals={deals} label={title} />
                </div>
              </section>
            );
          })
        : loading && (
            <section className={`${styles.section} ${styles.dealSection}`} aria-label="More deals loading">
              <div className={styles.inner}>
                <CardSkeletons count={4} shape="row" />
              </div>
            </section>
          )}

      <TrendingDestinations />

      <section className={styles.reasons} aria-labelledby="reasons-title">
        <div className={styles.inner}>
          <p className={styles.kicker}>Travel with confidence</p>
          <h2 id="reasons-title" className={styles.sectionTitle}>
            Why travellers choose {site.brandName}
          </h2>
          <ul className={styles.reasonList}>
            {reasonsToChoose.map(({ icon: Icon, title, detail }) => (
              <li key={title} className={styles.reason}>
                <span className={styles.reasonIcon}>
                  <Icon size={26} aria-hidden="true" />
                </span>
                <h3 className={styles.reasonTitle}>{title}</h3>
                <p className={styles.reasonText}>{detail}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.social} aria-labelledby="social-title">
        <div className={styles.inner}>
          <h2 id="social-title" className={styles.socialTitle}>
            Follow our journeys
          </h2>
          <p className={styles.socialText}>Destination ideas, traveller stories and the odd sunset, every week.</p>
          <SocialLinks tone="onLight" size={22} />
        </div>
      </section>
    </>
  );
}

function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>Beaches · Safaris · City breaks · Honeymoons</p>
          <h1 id="home-title" className={styles.heroTitle}>
            Let us plan your escape
          </h1>
          <p className={styles.lead}>
            Beaches, safaris, city lights and once-in-a-lifetime journeys, shaped around you by specialists with {site.yearsOfExperience}{' '}
            years of experience.
          </p>
          <div className={styles.heroActions}>
            <Link to={paths.deals} className={buttons.primary}>
              Explore Exclusive Deals
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
            <Link to={paths.aboutUs} className={buttons.onDark}>
              About Us
            </Link>
          </div>
          <ul className={styles.trust}>
            <li>
              <Star size={16} aria-hidden="true" className={styles.star} />
              {site.reviewRating}-star reviews
            </li>
            <li>{site.yearsOfExperience} years of experience</li>
            <li>
              <Headset size={16} aria-hidden="true" />
              {site.supportNote}
            </li>
          </ul>
        </div>
        <Slider slides={BANNER_SLIDES} label="Holiday inspiration" className={styles.banner} />
      </div>
    </section>
  );
}
