/**
 * A request's times read in India time, like every other time of the back office, whatever
 * the zone of the browser (or of the machine running this test).
 */
import { receivedAt } from './leadFields';

describe("a request's time on the leads screen", () => {
  it('is India time: 20:00 UTC is 1:30 am the next day in India', () => {
    expect(receivedAt('2026-11-25T20:00:00.000Z')).toBe('26 Nov 2026, 1:30 am');
    expect(receivedAt('2026-07-09T09:34:00.000Z')).toBe('9 Jul 2026, 3:04 pm');
  });

  it('leaves a value that is not a time as it is', () => {
    expect(receivedAt('not a time')).toBe('not a time');
  });
});
