import { usePageHead } from '@agency/page/remote';
import { site } from '@agency/site';
import { Award, BadgeIndianRupee, Leaf, type LucideIcon, MapIcon, ShieldCheck, Star } from '@agency/ui/icons';
import buttons from '@agency/ui/styles/buttons.module.css';
import { Link } from 'react-router-dom';
import { Poster } from '../components/Poster';
import { SocialLinks } from '../components/SocialLinks';
import { staticPageHead } from '../head/pageHeads';
import { aboutBlurb } from '../marketing';
import { paths } from '../paths';
import styles from './AboutUs.module.css';

interface Highlight {
  icon: LucideIcon;
  value: string;
  label: string;
}

/** The agency's claims as the spec states them, shown as a strip of figures under the banner. */
const highlights: readonly Highlight[] = [
  { icon: Star, value: `${site.reviewRating}`, label: 'star reviews' },
  { icon: Award, value: `${site.yearsOfExperience}`, label: 'years of experience' },
  { icon: BadgeIndianRupee, value: 'Best', label: 'price guarantee' },
  { icon: MapIcon, value: 'Curated', label: 'itineraries' },
  { icon: ShieldCheck, value: 'Trust', label: '& experience' },
];

const responsibleTravel: readonly string[] = [
  'We favour locally owned hotels, guesthouses and guides, so more of what you spend stays where you travel.',
  'Our wildlife experiences follow responsible viewing codes: no riding, no petting, no performances.',
  'We build slower itineraries with fewer flights, and suggest rail where the journey is part of the joy.',
  'We ask our partners about water, waste and fair pay, and we keep working with the ones who answer well.',
];

/** About Us: who the agency is, its goal and purpose, and its promise of responsible travel. */
export function AboutUs() {
  usePageHead(
    staticPageHead(
      'About Us',
      paths.aboutUs,
      `${site.brandName}: ${site.yearsOfExperience} years of sustainable, responsible travel from India, with partners who care for water, waste and fair pay.`,
    ),
  );
  return (
    <article>
      <header className={styles.banner}>
        <div className={styles.bannerInner}>
          <div>
            <p className={styles.eyebrow}>Sustainable, responsible travel</p>
            <h1 className={styles.bannerTitle}>About Us</h1>
            <p className={styles.bannerText}>
              Journeys that are kind to you, to your hosts and to the places you visit. We promote sustainable, responsible travel in
              everything we plan.
            </p>
          </div>
          <Poster name="about-us" alt="Travel poster: About Us" priority />
        </div>
      </header>

      <section className={styles.highlights} aria-label="Why travellers trust us">
        <ul className={styles.highlightList}>
          {highlights.map(({ icon: Icon, value, label }) => (
            <li key={label} className={styles.highlight}>
              <Icon size={24} aria-hidden="true" className={styles.highlightIcon} />
              <span className={styles.highlightValue}>{value}</span>
              <span className={styles.highlightLabel}>{label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.section} ${styles.split}`} aria-labelledby="about-us">
        <div>
          <p className={styles.kicker}>Who we are</p>
          <h2 id="about-us" className={styles.title}>
            About Us
          </h2>
          <p>{aboutBlurb}</p>
          <p>
            What began as a small desk helping friends and neighbours book their first trips abroad is now a team of destination specialists
            who have explored every corner we sell, from the temples of Bali and the souks of Morocco to the fjords of Norway. We still work
            the way we started: we listen first, plan carefully and stay with you until you are home.
          </p>
          <p>
            Every holiday is priced in rupees with nothing hidden, backed by our best price guarantee, and supported by a team that answers
            the phone around the clock.
          </p>
        </div>
        <figure className={styles.figure}>
          <Poster name="about-story" alt="Travel poster: Our Story" />
          <figcaption className={styles.figureCaption}>
            <Star size={18} aria-hidden="true" /> Rated {site.reviewRating} stars by our travellers
          </figcaption>
        </figure>
      </section>

      <section className={styles.band} aria-label="Our goal and our purpose">
        <div className={styles.cards}>
          <div className={styles.card}>
            <Poster name="about-goal" alt="" className={styles.cardPoster} />
            <h2 className={styles.cardTitle}>Our Goal</h2>
            <p>
              To make the world feel close to home for every Indian traveller: holidays that are easy to plan, fair in price and rich in the
              kind of moments that cannot be bought off a shelf.
            </p>
          </div>
          <div className={styles.card}>
            <Poster name="about-purpose" alt="" className={styles.cardPoster} />
            <h2 className={styles.cardTitle}>Our Purpose</h2>
            <p>
              To prove that travel can be a force for good. We champion travel that supports local livelihoods, respects cultures and
              protects the landscapes and wildlife that draw us there in the first place.
            </p>
          </div>
        </div>
      </section>

      <section className={`${styles.section} ${styles.split} ${styles.reverse}`} aria-labelledby="responsible-travel">
        <div>
          <p className={styles.kicker}>Our promise</p>
          <h2 id="responsible-travel" className={styles.title}>
            Travelling lightly, together
          </h2>
          <ul className={styles.promiseList}>
            {responsibleTravel.map((line) => (
              <li key={line}>
                <Leaf size={20} aria-hidden="true" />
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </div>
        <Poster name="about-sustainable" alt="Travel poster: Responsible Travel" />
      </section>

      <section className={styles.follow} aria-labelledby="follow-us">
        <h2 id="follow-us" className={styles.followTitle}>
          Follow our journeys
        </h2>
        <p className={styles.followText}>Travel stories, destination ideas and the occasional sunset, from our team and our travellers.</p>
        <SocialLinks tone="onLight" size={20} />
        <div className={styles.followActions}>
          <Link to={paths.deals} className={buttons.primary}>
            See Exclusive Deals
          </Link>
          <Link to={paths.contact} className={buttons.secondary}>
            Talk to a specialist
          </Link>
        </div>
      </section>
    </article>
  );
}
