/**
 * The package form's rules (staff §5), checked by hand in the browser: the gateway's
 * security policy forbids compiling the contract's schema in the page. Each problem is put
 * under the field path the catalogue service names in its 400 answer (`pricing.0.price`),
 * with the first message the schema gives there; packageRules.test.ts proves the two agree.
 */
import { FORM_LIMITS, FORM_MESSAGES as M } from './formMessages';
import type { DraftFormValues } from './packageDraft';

export type FieldProblems = Record<string, string>;

/** Holds something other than blanks. */
const filled = (text: string | undefined): boolean => typeof text === 'string' && /\S/.test(text);

function requiredText(problems: FieldProblems, path: string, text: string | undefined, missing: string, max: number, tooLong: string) {
  if (!filled(text)) problems[path] = missing;
  else if ((text as string).length > max) problems[path] = tooLong;
}

interface NumberRule {
  missing: string;
  positive: string;
  whole?: string;
  max?: { value: number; message: string };
}

/** A number above 0 (whole when `whole` is given): absent or no number reads as missing. */
function positiveNumber(problems: FieldProblems, path: string, value: number | string | undefined, rule: NumberRule) {
  if (typeof value !== 'number') problems[path] = rule.missing;
  else if (value <= 0) problems[path] = rule.positive;
  else if (rule.whole && !Number.isInteger(value)) problems[path] = rule.whole;
  else if (rule.max && value > rule.max.value) problems[path] = rule.max.message;
}

function textList(problems: FieldProblems, path: string, lines: string[], rules: { none: string; missing: string; max: number; tooLong: string }) {
  if (lines.length === 0) problems[path] = rules.none;
  lines.forEach((line, index) => requiredText(problems, `${path}.${index}`, line, rules.missing, rules.max, rules.tooLong));
}

export function packageFormProblems(values: DraftFormValues): FieldProblems {
  const problems: FieldProblems = {};
  requiredText(problems, 'packageName', values.packageName, M.packageNameRequired, FORM_LIMITS.packageName, M.packageNameTooLong);
  if (values.description.title.length > FORM_LIMITS.title) problems['description.title'] = M.titleTooLong;
  requiredText(problems, 'description.paragraph', values.description.paragraph, M.paragraphRequired, FORM_LIMITS.paragraph, M.paragraphTooLong);

  if (values.pricing.length === 0) problems.pricing = M.pricingRequired;
  values.pricing.forEach((row, index) => {
    if (row.type === undefined) problems[`pricing.${index}.type`] = M.typeRequired;
    positiveNumber(problems, `pricing.${index}.price`, row.price, {
      missing: M.priceRequired,
      positive: M.pricePositive,
      whole: M.priceWhole,
      max: { value: FORM_LIMITS.price, message: M.priceTooHigh },
    });
    if (row.valueOfferPrice !== undefined) {
      positiveNumber(problems, `pricing.${index}.valueOfferPrice`, row.valueOfferPrice, {
        missing: M.offerNumber,
        positive: M.offerPositive,
        whole: M.offerWhole,
        max: { value: FORM_LIMITS.price, message: M.offerTooHigh },
      });
    }
  });

  const duration = values.duration;
  if (typeof duration !== 'number' || !Number.isInteger(duration)) problems.duration = M.durationRequired;
  else if (duration < 1) problems.duration = M.durationMinimum;
  else if (duration > FORM_LIMITS.duration) problems.duration = M.durationMaximum;

  const { continent, countries } = values.destinations;
  if (!filled(continent)) problems['destinations.continent'] = M.continentRequired;
  if (countries.length === 0) problems['destinations.countries'] = M.countriesRequired;
  countries.forEach((country, c) => {
    const countryPath = `destinations.countries.${c}`;
    if (country.cities.length === 0) problems[`${countryPath}.cities`] = M.citiesRequired;
    country.cities.forEach((city, ci) => {
      const cityPath = `${countryPath}.cities.${ci}`;
      if (city.hotels.length === 0) problems[`${cityPath}.hotels`] = M.hotelsRequired;
      city.hotels.forEach((hotel, h) => {
        const hotelPath = `${cityPath}.hotels.${h}`;
        requiredText(problems, `${hotelPath}.name`, hotel.name, M.hotelNameRequired, FORM_LIMITS.hotelName, M.hotelNameTooLong);
        positiveNumber(problems, `${hotelPath}.star`, hotel.star, {
          missing: M.starRequired,
          positive: M.starPositive,
          whole: M.starWhole,
          max: { value: FORM_LIMITS.stars, message: M.starMaximum },
        });
        positiveNumber(problems, `${hotelPath}.night`, hotel.night, {
          missing: M.nightRequired,
          positive: M.nightPositive,
          whole: M.nightWhole,
          max: { value: FORM_LIMITS.nights, message: M.nightMaximum },
        });
      });
    });
  });

  if (values.holidayTypes.length === 0) problems.holidayTypes = M.holidayTypesRequired;
  if (values.inclusionIds.length === 0) problems.inclusionIds = M.inclusionsRequired;
  textList(problems, 'inclusionTexts', values.inclusionTexts, {
    none: M.inclusionTextsRequired,
    missing: M.inclusionTextRequired,
    max: FORM_LIMITS.inclusionText,
    tooLong: M.inclusionTextTooLong,
  });
  textList(problems, 'exclusionTexts', values.exclusionTexts, {
    none: M.exclusionTextsRequired,
    missing: M.exclusionTextRequired,
    max: FORM_LIMITS.exclusionText,
    tooLong: M.exclusionTextTooLong,
  });
  return problems;
}
