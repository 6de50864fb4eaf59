import type { Package } from '@agency/contracts';
import { Star } from '@agency/ui/icons';
import { durationText } from '../deals/packageText';
import styles from './PackageDetail.module.css';

interface Row {
  country: string;
  city: string;
  hotel: string;
  star: number;
  nights: number;
}

/** One row per hotel, under each city of each country (the spec's package detail). */
export function destinationRows(destinations: Package['destinations']): Row[] {
  return destinations.countries.flatMap((country) =>
    country.cities.flatMap((city) =>
      city.hotels.map((hotel) => ({ country: country.name, city: city.name, hotel: hotel.name, star: hotel.star, nights: hotel.night })),
    ),
  );
}

/** The Destinations table; its header gives the trip's length in days. */
export function DestinationsTable({ destinations, days }: { destinations: Package['destinations']; days: number }) {
  const rows = destinationRows(destinations);
  return (
    <section className={styles.block} aria-labelledby="destinations-title">
      <h2 id="destinations-title" className={styles.blockTitle}>
        Destinations <span className={styles.titleNote}>· {durationText(days)}</span>
      </h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>The itinerary of this holiday is planned with you when you enquire.</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Itinerary: hotels and nights">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Country</th>
                <th scope="col">City</th>
                <th scope="col">Hotel</th>
                <th scope="col">Star</th>
                <th scope="col">Nights</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an itinerary may stay twice at one hotel; the place tells those rows apart
                <tr key={`${row.country}-${row.city}-${row.hotel}-${index}`}>
                  <td>{row.country}</td>
                  <td>{row.city}</td>
                  <td>{row.hotel}</td>
                  <td>
                    <span className={styles.stars}>
                      {row.star}
                      <Star size={14} aria-hidden="true" />
                      <span className="visually-hidden"> star</span>
                    </span>
                  </td>
                  <td>{row.nights}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
