/**
 * The seed data files and their loader: both files pass their schemas, and a mistake in
 * either stops the load with the file and the entry named.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HOLIDAY_TYPES } from '@agency/contracts';
import { seedCountries } from '../src/seed/countries';
import { loadSeedData, parseSeedData, SEED_DATA_DIR, SeedDataError } from '../src/seed/data/load';
import { countriesFileSchema, holidayTypesFileSchema } from '../src/seed/data/schemas';
import { holidayThemes } from '../src/seed/holiday-types';

const fileData = (file: string) => JSON.parse(readFileSync(path.join(SEED_DATA_DIR, file), 'utf8'));
const countries = () => fileData('countries.json') as Record<string, unknown>[];
const themes = () => fileData('holiday-types.json') as Record<string, Record<string, unknown>>;

function failure(run: () => unknown): SeedDataError {
  try {
    run();
  } catch (error) {
    if (error instanceof SeedDataError) return error;
    throw error;
  }
  throw new Error('expected the load to fail');
}

describe('seed data files', () => {
  it('are what the generator reads, unchanged', () => {
    expect(seedCountries()).toEqual(countries());
    expect(seedCountries()).toHaveLength(53);
    expect(holidayThemes()).toEqual(themes());
    expect(Object.keys(holidayThemes()).sort()).toEqual([...HOLIDAY_TYPES].sort());
  });

  it('name the file, the entry and the field of a value outside the vocabulary', () => {
    const data = countries();
    data[3] = { ...data[3], scene: { landscape: 'sea', landmark: 'teaPot' } };
    const error = failure(() => parseSeedData('countries.json', JSON.stringify(data), countriesFileSchema));
    expect(error.message).toContain('Seed data file countries.json does not match its schema');
    expect(error.message).toContain(
      `entry 3 (${String(data[3].name)}) at /scene/landmark must be equal to one of the allowed values (burjKhalifa,`,
    );
  });

  it('refuse a number written as text instead of coercing it', () => {
    const data = countries();
    data[0] = { ...data[0], nightlyRate: '4500' };
    expect(failure(() => parseSeedData('countries.json', JSON.stringify(data), countriesFileSchema)).message).toContain(
      'entry 0 (Bali) at /nightlyRate must be integer',
    );
  });

  it('refuse a field the schema does not know and a missing one', () => {
    const data = countries();
    const { intro: _intro, ...withoutIntro } = data[1];
    data[1] = { ...withoutIntro, intro2: 'x' };
    const message = failure(() => parseSeedData('countries.json', JSON.stringify(data), countriesFileSchema)).message;
    expect(message).toContain("must have required property 'intro'");
    expect(message).toContain('must NOT have additional properties');
  });

  it('need every holiday type and no other', () => {
    const { Villa_Holidays: _villa, ...data } = themes();
    expect(failure(() => parseSeedData('holiday-types.json', JSON.stringify(data), holidayTypesFileSchema)).message).toContain(
      "the file must have required property 'Villa_Holidays'",
    );
    const extra = { ...themes(), Space_Holidays: themes().Beach_Holidays };
    expect(failure(() => parseSeedData('holiday-types.json', JSON.stringify(extra), holidayTypesFileSchema)).message).toContain(
      'must be equal to one of the allowed values',
    );
  });

  it('name the holiday type of a bad theme', () => {
    const data = themes();
    data.Golf_Holidays = { ...data.Golf_Holidays, days: [5] };
    expect(failure(() => parseSeedData('holiday-types.json', JSON.stringify(data), holidayTypesFileSchema)).message).toContain(
      'entry Golf_Holidays at /days must NOT have fewer than 2 items',
    );
  });

  it('say when a file is not JSON or missing', () => {
    expect(failure(() => parseSeedData('countries.json', '[{"name": ', countriesFileSchema)).message).toMatch(
      /^Seed data file countries.json is not JSON: /,
    );
    expect(() => loadSeedData('nowhere.json', countriesFileSchema)).toThrow(/nowhere\.json/);
  });
});
