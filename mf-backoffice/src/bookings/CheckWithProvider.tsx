import type { Booking } from '@agency/contracts';
import { SearchCheck } from 'lucide-react';
import { failureMessageOf } from '../api';
import { kit, type OutcomeMessage } from '../kit';
import { useCheckBookingMutation } from './bookingsApi';
import { BOOKING_DETAIL_TEXTS as T } from './texts';

/** Asks the provider about a held payment; its answer is said by the booking's page. */
export function CheckWithProvider({
  booking,
  onAnswer: setOutcome,
}: {
  booking: Booking;
  onAnswer: (message: OutcomeMessage | null) => void;
}) {
  const [check, checking] = useCheckBookingMutation();
  const ask = async () => {
    setOutcome(null);
    const answer = await check(booking.txnid);
    if ('error' in answer) setOutcome({ tone: 'error', text: failureMessageOf(answer.error) });
    else
      setOutcome({
        tone: 'success',
        text: answer.data.changed ? T.checkChanged(answer.data.providerStatus) : T.checkUnchanged(answer.data.providerStatus),
      });
  };
  return (
    <section className={kit.card} aria-labelledby="check-title">
      <h2 id="check-title" className={kit.cardTitle}>
        {T.check}
      </h2>
      <p className={kit.muted}>{T.checkLead}</p>
      <div>
        <button type="button" className={kit.primary} onClick={() => void ask()} disabled={checking.isLoading}>
          <SearchCheck size={18} aria-hidden="true" />
          {checking.isLoading ? T.checking : T.check}
        </button>
      </div>
    </section>
  );
}
