import { usePageHead, useSiteOrigin } from '@agency/page/remote';
import { ArrowDown, Check, MessageCircle, Sparkles } from '@agency/ui/icons';
import type { MouseEvent } from 'react';
import { useGetInventoryQuery } from '../api';
import { retreatHead } from '../head';
import { ROOMS_SECTION_ID } from '../paths';
import { texts } from '../texts';
import { goals, hero, included, journey, limitedSpots, whyJoin } from './content';
import styles from './RetreatPage.module.css';
import { RoomsSection } from './RoomsSection';

/**
 * Moves to the rooms (and focus with it, so keyboard users land where they asked to go). The
 * control is a link to the rooms' anchor, so it works before and without scripts as well.
 */
function scrollToRooms(event: MouseEvent<HTMLAnchorElement>) {
  const rooms = document.getElementById(ROOMS_SECTION_ID);
  if (!rooms) return;
  event.preventDefault();
  rooms.scrollIntoView({ behavior: 'smooth', block: 'start' });
  rooms.focus({ preventScroll: true });
}

/** /the-awakening-retreat: the retreat's story, then the rooms to book. */
export function RetreatPage() {
  usePageHead(retreatHead(useSiteOrigin(), useGetInventoryQuery().data));

  return (
    <>
      <section className={styles.hero} aria-labelledby="retreat-title">
        <div className={styles.heroContent}>
          <div className={styles.heroText}>
            <p className={styles.heroEyebrow}>{hero.eyebrow}</p>
            <h1 id="retreat-title" className={styles.heroTitle}>
              {hero.title}
            </h1>
            <p className={styles.heroLead}>{hero.lead}</p>
            <ul className={styles.heroFacts}>
              {hero.facts.map((fact) => (
                <li key={fact}>
                  <Check size={16} aria-hidden="true" />
                  {fact}
                </li>
              ))}
            </ul>
            <div className={styles.heroActions}>
              <a href={`#${ROOMS_SECTION_ID}`} className={styles.primary} onClick={scrollToRooms}>
                {texts.bookNow}
                <ArrowDown size={18} aria-hidden="true" />
              </a>
              <a className={styles.onDark} href={hero.itinerary.href} target="_blank" rel="noopener noreferrer">
                <MessageCircle size={18} aria-hidden="true" />
                {hero.itinerary.label}
              </a>
            </div>
          </div>
          {/* The page's first picture (its LCP candidate): fetched at once, ahead of the others. */}
          <img
            className={styles.heroPoster}
            src={hero.image}
            alt={hero.imageAlt}
            width={1200}
            height={800}
            loading="eager"
            fetchPriority="high"
            decoding="async"
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="journey-title">
        <div className={styles.sectionInner}>
          <p className={styles.eyebrow}>The 3-day journey</p>
          <h2 id="journey-title" className={styles.sectionTitle}>
            Three days, three awakenings
          </h2>
          <ol className={styles.days}>
            {journey.map((day) => (
              <li key={day.day} className={styles.day}>
                <img src={day.image} alt="" width={480} height={320} loading="lazy" decoding="async" className={styles.dayImage} />
                <div className={styles.dayBody}>
                  <p className={styles.dayNumber}>Day {day.day}</p>
                  <h3 className={styles.dayTitle}>{day.title}</h3>
                  <p className={styles.daySummary}>{day.summary}</p>
                  <ul className={styles.moments}>
                    {day.moments.map((moment) => (
                      <li key={moment}>{moment}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={`${styles.section} ${styles.sand}`} aria-labelledby="goals-title">
        <div className={styles.sectionInner}>
          <div className={styles.twoColumns}>
            <div>
              <p className={styles.eyebrow}>Goals</p>
              <h2 id="goals-title" className={styles.sectionTitle}>
                What you will leave with
              </h2>
              <ul className={styles.points}>
                {goals.map((goal) => (
                  <li key={goal.title}>
                    <h3>{goal.title}</h3>
                    <p>{goal.text}</p>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <p className={styles.eyebrow}>Why join</p>
              <h2 className={styles.sectionTitle}>Why this retreat</h2>
              <ul className={styles.points}>
                {whyJoin.map((reason) => (
                  <li key={reason.title}>
                    <h3>{reason.title}</h3>
                    <p>{reason.text}</p>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section className={styles.spots} aria-labelledby="spots-title">
        <div className={styles.sectionInner}>
          <Sparkles size={32} aria-hidden="true" className={styles.spotsIcon} />
          <h2 id="spots-title" className={styles.spotsTitle}>
            {texts.limitedSpots}
          </h2>
          <p className={styles.spotsText}>{limitedSpots.text}</p>
          <a href={`#${ROOMS_SECTION_ID}`} className={styles.primary} onClick={scrollToRooms}>
            {texts.bookNow}
          </a>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="included-title">
        <div className={styles.sectionInner}>
          <p className={styles.eyebrow}>What’s included</p>
          <h2 id="included-title" className={styles.sectionTitle}>
            Everything for three nights, in one price
          </h2>
          <ul className={styles.included}>
            {included.map((item) => (
              <li key={item}>
                <Check size={18} aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <RoomsSection />
    </>
  );
}
