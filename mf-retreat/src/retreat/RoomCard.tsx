import { needsScript, openWithoutScript } from '@agency/page/protocol';
import { useValueChosenBeforeHydration } from '@agency/page/remote';
import { storefrontPaths } from '@agency/site';
import { BedDouble, Users } from '@agency/ui/icons';
import { useId, useRef, useState } from 'react';
import { formatRupees } from '../format';
import { texts } from '../texts';
import { roomDetails } from './content';
import styles from './RetreatPage.module.css';
import { type RoomCard as Card, showsPlacesLeft, totalFor } from './rooms';

interface Props {
  card: Card;
  onBook(card: Card, members: number): void;
}

/** A room category: picture, price per person, the guest select, the total and Book Now (or Sold Out). */
export function RoomCard({ card, onBook }: Props) {
  const id = useId();
  const [members, setMembers] = useState(card.defaultMembers);
  const guests = useRef<HTMLSelectElement>(null);
  useValueChosenBeforeHydration(guests, String(members), (chosen) => setMembers(Number(chosen)));
  const details = roomDetails[card.category];
  return (
    <article className={styles.roomCard} aria-labelledby={`${id}-title`}>
      <div className={styles.roomImage}>
        <img src={details.image} alt="" width={480} height={320} loading="lazy" decoding="async" />
        {showsPlacesLeft(card.category) && !card.soldOut && <span className={styles.leftOnly}>{texts.leftOnly(card.availableItems)}</span>}
      </div>
      <div className={styles.roomBody}>
        <h3 id={`${id}-title`} className={styles.roomTitle}>
          {card.name}
        </h3>
        <p className={styles.roomTagline}>
          <BedDouble size={16} aria-hidden="true" />
          {details.tagline}
        </p>
        <p className={styles.roomText}>{details.text}</p>
        <p className={styles.roomPrice}>
          <strong>{formatRupees(card.pricePerPerson)}</strong> per person · 3 nights
        </p>
        {card.soldOut ? (
          <button type="button" className={styles.soldOut} disabled>
            {texts.soldOut}
          </button>
        ) : (
          <>
            <div className={styles.memberRow}>
              <label htmlFor={`${id}-members`} className={styles.memberLabel}>
                <Users size={16} aria-hidden="true" />
                Guests
              </label>
              <select
                ref={guests}
                id={`${id}-members`}
                className={styles.memberSelect}
                value={members}
                onChange={(event) => setMembers(Number(event.target.value))}
              >
                {card.memberOptions.map((count) => (
                  <option key={count} value={count}>
                    {count} {count === 1 ? 'guest' : 'guests'}
                  </option>
                ))}
              </select>
            </div>
            <p className={styles.roomTotal} aria-live="polite">
              Total <strong>{formatRupees(totalFor(card, members))}</strong>
            </p>
            {/* The visible words first in the name, so voice control users can say them. */}
            <button
              type="button"
              {...needsScript}
              className={styles.bookButton}
              aria-label={`${texts.bookNow}: ${card.name}`}
              onClick={() => onBook(card, members)}
            >
              {texts.bookNow}
            </button>
            {/* Paying online needs scripts (the provider's hand-over); without them the booking goes on by a callback request, which does not. */}
            <a
              hidden
              {...openWithoutScript}
              href={storefrontPaths.contact}
              className={`${styles.bookButton} ${styles.bookLink}`}
              aria-label={`${texts.bookNow}: ${card.name}`}
            >
              {texts.bookNow}
            </a>
          </>
        )}
      </div>
    </article>
  );
}
