import { openWithoutScript } from '@agency/page/protocol';
import { CircleAlert, RefreshCw } from '@agency/ui/icons';
import { useState } from 'react';
import { useGetInventoryQuery } from '../api';
import { ROOMS_SECTION_ID } from '../paths';
import { texts } from '../texts';
import { type Booking, BookingModal } from './BookingModal';
import styles from './RetreatPage.module.css';
import { RoomCard } from './RoomCard';
import { roomCards } from './rooms';

/** The three room cards from the live inventory, and the booking modal they open. */
export function RoomsSection() {
  const { data, isLoading, isError, isFetching, refetch } = useGetInventoryQuery();
  const [booking, setBooking] = useState<Booking | null>(null);
  // A failed fetch counts as an empty inventory: every room shows Sold Out (the spec's error catalogue).
  const cards = roomCards(isError ? [] : (data ?? []));

  return (
    <section id={ROOMS_SECTION_ID} className={styles.rooms} aria-labelledby="rooms-title" tabIndex={-1}>
      <div className={styles.sectionInner}>
        <p className={styles.eyebrow}>Book your stay</p>
        <h2 id="rooms-title" className={styles.sectionTitle}>
          Choose your room
        </h2>
        <p className={styles.sectionLead}>Prices are per person for the three nights, with every meal, session and outing included.</p>
        <p hidden {...openWithoutScript} className={styles.sectionLead}>
          {texts.bookWithoutScript}
        </p>
        {isLoading ? (
          <div className={styles.roomGrid} role="status" aria-live="polite">
            <span className="visually-hidden">Loading rooms…</span>
            {cards.map((card) => (
              <div key={card.category} className={`${styles.roomCard} ${styles.skeleton}`} aria-hidden="true" />
            ))}
          </div>
        ) : (
          <>
            {isError && (
              <p className={styles.inventoryNote} role="status">
                <CircleAlert size={18} aria-hidden="true" />
                We could not check availability just now, so no room can be booked at the moment.
                <button type="button" className={styles.retry} onClick={() => void refetch()} disabled={isFetching}>
                  <RefreshCw size={16} aria-hidden="true" />
                  Check again
                </button>
              </p>
            )}
            <div className={styles.roomGrid}>
              {cards.map((card) => (
                <RoomCard
                  key={card.category}
                  card={card}
                  onBook={(chosen, members) =>
                    chosen.itemId !== undefined &&
                    setBooking({
                      category: chosen.category,
                      name: chosen.name,
                      itemId: chosen.itemId,
                      members,
                      pricePerPerson: chosen.pricePerPerson,
                    })
                  }
                />
              ))}
            </div>
          </>
        )}
      </div>
      {booking && <BookingModal booking={booking} onClose={() => setBooking(null)} />}
    </section>
  );
}
