/**
 * The hotel nights check of the package form: the nights of a package's hotels,
 * counted city after city in the order of the itinerary, add up to no more than the package's
 * nights, which are its duration in days less one (a 7-day package has 6 nights). Fewer is
 * allowed (a night flight, a last night on the road). JSON Schema cannot add up, so the rule
 * is this function, which the form's resolver and the catalogue's save both apply after the
 * schema, and its message is the one both show, on the `duration` field.
 */

/** The nights of a package of `days` days. */
export function packageNights(days: number): number {
  return Math.max(0, days - 1);
}

export function hotelNightsMessage(total: number, days: number): string {
  const nights = packageNights(days);
  return `The hotels' nights add up to ${total}, more than the ${nights} night${nights === 1 ? '' : 's'} of a ${days}-day package`;
}

interface NightsShape {
  duration?: unknown;
  destinations?: { countries?: readonly { cities?: readonly { hotels?: readonly { night?: unknown }[] }[] }[] };
}

/** The hotels' nights in all (rows without a whole number of nights count nothing: the schema names them). */
export function hotelNightsTotal(form: NightsShape): number {
  let total = 0;
  for (const country of form.destinations?.countries ?? []) {
    for (const city of country.cities ?? []) {
      for (const hotel of city.hotels ?? []) {
        if (typeof hotel.night === 'number' && Number.isInteger(hotel.night) && hotel.night > 0) total += hotel.night;
      }
    }
  }
  return total;
}

/** `{ duration: message }` when the hotels' nights do not fit the package's nights, else `{}`. */
export function hotelNightsProblems(form: NightsShape): Record<string, string> {
  const days = typeof form.duration === 'number' ? form.duration : Number(form.duration);
  if (!Number.isInteger(days) || days < 1) return {};
  const total = hotelNightsTotal(form);
  return total > packageNights(days) ? { duration: hotelNightsMessage(total, days) } : {};
}
