/**
 * The package form's messages (staff §5), read from the contract's schema object itself
 * (`packageForm` in @agency/contracts), so the words have one owner and the browser never
 * compiles the schema (the gateway's security policy forbids eval).
 */
import { packageForm } from '@agency/contracts';

const form = packageForm.properties;
const pricingRow = form.pricing.items;
const country = form.destinations.properties.countries.items;
const city = country.properties.cities.items;
const hotel = city.properties.hotels.items;

export const FORM_MESSAGES = {
  packageNameRequired: form.packageName.errorMessage.minLength,
  packageNameTooLong: form.packageName.errorMessage.maxLength,
  titleTooLong: form.description.properties.title.errorMessage.maxLength,
  paragraphRequired: form.description.properties.paragraph.errorMessage.minLength,
  paragraphTooLong: form.description.properties.paragraph.errorMessage.maxLength,
  pricingRequired: form.pricing.errorMessage.minItems,
  typeRequired: pricingRow.properties.type.errorMessage,
  priceRequired: pricingRow.properties.price.errorMessage.type,
  pricePositive: pricingRow.properties.price.errorMessage.exclusiveMinimum,
  priceWhole: pricingRow.properties.price.errorMessage.multipleOf,
  priceTooHigh: pricingRow.properties.price.errorMessage.maximum,
  offerNumber: pricingRow.properties.valueOfferPrice.errorMessage.type,
  offerPositive: pricingRow.properties.valueOfferPrice.errorMessage.exclusiveMinimum,
  offerWhole: pricingRow.properties.valueOfferPrice.errorMessage.multipleOf,
  offerTooHigh: pricingRow.properties.valueOfferPrice.errorMessage.maximum,
  durationRequired: form.duration.errorMessage.type,
  durationMinimum: form.duration.errorMessage.minimum,
  durationMaximum: form.duration.errorMessage.maximum,
  continentRequired: form.destinations.properties.continent.errorMessage,
  countriesRequired: form.destinations.properties.countries.errorMessage.minItems,
  citiesRequired: country.properties.cities.errorMessage.minItems,
  hotelsRequired: city.properties.hotels.errorMessage.minItems,
  hotelNameRequired: hotel.properties.name.errorMessage.minLength,
  hotelNameTooLong: hotel.properties.name.errorMessage.maxLength,
  starRequired: hotel.properties.star.errorMessage.type,
  starPositive: hotel.properties.star.errorMessage.exclusiveMinimum,
  starWhole: hotel.properties.star.errorMessage.multipleOf,
  starMaximum: hotel.properties.star.errorMessage.maximum,
  nightRequired: hotel.properties.night.errorMessage.type,
  nightPositive: hotel.properties.night.errorMessage.exclusiveMinimum,
  nightWhole: hotel.properties.night.errorMessage.multipleOf,
  nightMaximum: hotel.properties.night.errorMessage.maximum,
  holidayTypesRequired: form.holidayTypes.errorMessage.minItems,
  inclusionsRequired: form.inclusionIds.errorMessage.minItems,
  inclusionTextsRequired: form.inclusionTexts.errorMessage.minItems,
  inclusionTextRequired: form.inclusionTexts.items.errorMessage.minLength,
  inclusionTextTooLong: form.inclusionTexts.items.errorMessage.maxLength,
  exclusionTextsRequired: form.exclusionTexts.errorMessage.minItems,
  exclusionTextRequired: form.exclusionTexts.items.errorMessage.minLength,
  exclusionTextTooLong: form.exclusionTexts.items.errorMessage.maxLength,
} as const;

/** Length limits of the texts, from the same schema. */
export const FORM_LIMITS = {
  packageName: form.packageName.maxLength,
  title: form.description.properties.title.maxLength,
  paragraph: form.description.properties.paragraph.maxLength,
  hotelName: hotel.properties.name.maxLength,
  inclusionText: form.inclusionTexts.items.maxLength,
  exclusionText: form.exclusionTexts.items.maxLength,
  existingImages: form.existingImages.maxItems,
  nights: hotel.properties.night.maximum,
  stars: hotel.properties.star.maximum,
  price: pricingRow.properties.price.maximum,
  duration: form.duration.maximum,
} as const;
