/**
 * The package form's input limits (maxLength, max), read from the contract's schema object
 * itself (`packageForm` in @agency/contracts), so each limit has one owner.
 */
import { packageForm } from '@agency/contracts';

const form = packageForm.properties;
const pricingRow = form.pricing.items;
const country = form.destinations.properties.countries.items;
const city = country.properties.cities.items;
const hotel = city.properties.hotels.items;

/** Length limits of the texts and number inputs. */
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
