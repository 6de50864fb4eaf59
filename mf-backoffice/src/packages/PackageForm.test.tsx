import { DEFAULT_EXCLUSION_TEXTS, PACKAGE_IMAGE_MESSAGES, PACKAGE_MESSAGES } from '@agency/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { FIX_HIGHLIGHTED, PACKAGE_DETAILS_FAILED, PACKAGE_EDITORS_ONLY, UNEXPECTED_ERROR } from '../messages';
import { type Handler, jsonResponse, storeSession, stubApi, verifiedAs } from '../testing/apiStub';
import { renderAt } from '../testing/renderAt';
import { installFakeXhr } from './testing/fakeXhr';
import { DESTINATIONS, HOLIDAY_TYPE_LIST, INCLUSION_LIST, listAnswer, STORED, summary } from './testing/fixtures';

const REFERENCES: Record<string, Handler> = {
  'GET /api/destinations': () => jsonResponse(200, DESTINATIONS),
  'GET /api/holiday_types': () => jsonResponse(200, HOLIDAY_TYPE_LIST),
  'GET /api/inclusions': () => jsonResponse(200, INCLUSION_LIST),
};

/** /PackageUploader for a verified account of `role`, the form ready. */
async function openUploader(role = 'manager', routes: Record<string, Handler> = {}) {
  storeSession({ authToken: 'jwt-meera', username: 'meera' });
  const fetch = stubApi({ 'GET /api/auth/verify': verifiedAs('meera', role), ...REFERENCES, ...routes });
  renderAt('/PackageUploader');
  if (role === 'admin' || role === 'manager') await screen.findByRole('heading', { level: 2, name: 'Add a package' });
  return fetch;
}

/** No pause between keys: each key still goes through React as a user's would, without a timer tick per key. */
let user: UserEvent;
let objectUrls: string[];
let revoked: string[];
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  localStorage.clear();
  objectUrls = [];
  revoked = [];
  // jsdom has no object URLs: count them, so the test sees each preview let go.
  URL.createObjectURL = jest.fn(() => {
    const url = `blob:preview-${objectUrls.length + 1}`;
    objectUrls.push(url);
    return url;
  });
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
});

const field = (name: string | RegExp) => screen.getByLabelText(name);
const group = (name: string) => screen.getByRole('group', { name });
const blur = () => user.click(document.body);

/** Puts `text` into a text field as one paste: a render for the whole text, not one per key (the validation tests type key by key). */
async function enter(label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

/** Fills the form with a package that breaks no rule (one city, one hotel). */
async function fillValidPackage() {
  await enter('Package name', 'Krabi Sands');
  await enter('Description paragraph', 'Limestone cliffs and warm sea.');
  await user.selectOptions(field('Type'), 'Premium');
  await user.type(field('Price (INR)'), '64999');
  await user.type(field('Duration (days)'), '6');
  await user.selectOptions(field('Continent'), 'Asia');
  await user.click(within(group('Countries')).getByLabelText('Thailand'));
  await user.click(within(group('Cities in Thailand')).getByLabelText('Krabi'));
  await enter('Hotel name', 'Rayavadee');
  await user.type(field('Star rating'), '5');
  await user.selectOptions(field('Nights'), '4');
  await user.click(within(group('Holiday types')).getByLabelText('Beach Holidays'));
  await user.click(within(group('Inclusions')).getByLabelText('Hotels'));
  await enter('Inclusion text 1', 'Daily breakfast');
}

const png = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('the package form: starting values', () => {
  it('starts with one empty pricing row, one empty inclusion line and the 8 standard exclusion lines', async () => {
    await openUploader();
    expect(field('Type')).toHaveValue('');
    expect(screen.getAllByRole('option', { name: /^(Premium|Deluxe|Luxury|Standard)$/ }).map((option) => option.textContent)).toEqual([
      'Premium',
      'Deluxe',
      'Luxury',
      'Standard',
    ]);
    expect(field('Inclusion text 1')).toHaveValue('');
    const exclusions = within(group('Exclusion texts')).getAllByRole('textbox');
    expect(exclusions.map((input) => (input as HTMLInputElement).value)).toEqual([...DEFAULT_EXCLUSION_TEXTS]);
    expect(exclusions).toHaveLength(8);
    // Opened on its own (not from the list), the form has no Cancel.
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('tells an account that may not change packages so, instead of a form it could not save', async () => {
    await openUploader('employee');
    expect(await screen.findByText(PACKAGE_EDITORS_ONLY)).toBeInTheDocument();
    expect(screen.queryByLabelText('Package name')).not.toBeInTheDocument();
  });
});

describe('the package form: validation on blur and on change', () => {
  it("shows a field's message when it is left wrong, and takes it away as soon as it is right", async () => {
    await openUploader();
    await user.click(field('Package name'));
    expect(screen.queryByText('Package Name is required')).not.toBeInTheDocument();
    await blur();
    expect(screen.getByText('Package Name is required')).toBeInTheDocument();
    expect(field('Package name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Package name')).toHaveAccessibleDescription('Package Name is required');
    await user.type(field('Package name'), 'K');
    expect(screen.queryByText('Package Name is required')).not.toBeInTheDocument();

    await user.type(field('Price (INR)'), '0');
    await blur();
    expect(screen.getByText('Price must be positive')).toBeInTheDocument();
    await user.clear(field('Price (INR)'));
    expect(screen.getByText('Price is required')).toBeInTheDocument();

    await user.type(field('High Price (INR, optional)'), '-4');
    await blur();
    expect(screen.getByText('Offer price must be positive')).toBeInTheDocument();

    await user.click(field('Description paragraph'));
    await blur();
    expect(screen.getByText('Paragraph is required')).toBeInTheDocument();

    await user.click(field('Duration (days)'));
    await blur();
    expect(screen.getByText('Duration is required')).toBeInTheDocument();

    await user.click(field('Type'));
    await blur();
    expect(screen.getByText('Type is required')).toBeInTheDocument();

    await user.click(within(group('Holiday types')).getByLabelText('Beach Holidays'));
    await user.click(within(group('Holiday types')).getByLabelText('Beach Holidays'));
    expect(screen.getByText('At least one holiday type is required')).toBeInTheDocument();

    await user.click(within(group('Inclusions')).getByLabelText('Visa'));
    await user.click(within(group('Inclusions')).getByLabelText('Visa'));
    expect(screen.getByText('At least one inclusion is required')).toBeInTheDocument();

    await user.click(field('Inclusion text 1'));
    await blur();
    expect(screen.getByText('Inclusion text is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove inclusion text 1' }));
    expect(screen.getByText('At least one inclusion text is required')).toBeInTheDocument();

    await user.clear(field('Exclusion text 3'));
    await blur();
    expect(screen.getByText('Exclusion text is required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove pricing option 1' }));
    expect(screen.getByText('At least one pricing option is required')).toBeInTheDocument();
  });

  it('shows every problem at once on Create package, sends nothing, and puts the focus on the first', async () => {
    const sent = installFakeXhr();
    await openUploader();
    await user.click(screen.getByRole('button', { name: 'Create package' }));
    expect(screen.getByText(FIX_HIGHLIGHTED)).toBeInTheDocument();
    for (const message of [
      'Package Name is required',
      'Paragraph is required',
      'Type is required',
      'Price is required',
      'Duration is required',
      'Continent is required',
      'At least one country is required',
      'At least one holiday type is required',
      'At least one inclusion is required',
      'Inclusion text is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    // The focus moves in an effect once the problems show.
    await waitFor(() => expect(field('Package name')).toHaveFocus());
    expect(sent).toHaveLength(0);
  });
});

describe('the package form: continent, countries, cities and hotels', () => {
  it('enables each picker once the one before has a choice, and clears what depends on a changed choice', async () => {
    await openUploader();
    expect(group('Countries')).toBeDisabled();
    expect(group('Cities')).toBeDisabled();

    await user.selectOptions(field('Continent'), 'Asia');
    expect(group('Countries')).toBeEnabled();
    expect(
      within(group('Countries'))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Indonesia', 'Thailand']);
    expect(group('Cities')).toBeDisabled();

    await user.click(within(group('Countries')).getByLabelText('Indonesia'));
    expect(group('Cities')).toBeEnabled();
    await user.click(within(group('Cities in Indonesia')).getByLabelText('Ubud'));
    await user.click(within(group('Cities in Indonesia')).getByLabelText('Ubud'));
    expect(within(group('Cities in Indonesia')).getByText('At least one city is required')).toBeInTheDocument();
    await user.click(within(group('Cities in Indonesia')).getByLabelText('Ubud'));

    // A city chosen brings one hotel row: empty name, empty star, 1 night; nights 1 to 30.
    const hotels = group('Hotels in Ubud, Indonesia');
    expect(within(hotels).getByLabelText('Hotel name')).toHaveValue('');
    expect(within(hotels).getByLabelText('Star rating')).toHaveValue(null);
    const nights = within(hotels).getByLabelText('Nights');
    expect(nights).toHaveDisplayValue('1 Night');
    const choices = within(nights)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(choices).toHaveLength(30);
    expect(choices.slice(0, 2)).toEqual(['1 Night', '2 Nights']);
    expect(choices.at(-1)).toBe('30 Nights');

    await user.click(within(hotels).getByRole('button', { name: 'Add hotel in Ubud' }));
    expect(within(hotels).getAllByLabelText('Hotel name')).toHaveLength(2);
    expect(within(group('Hotel 2 in Ubud')).getByLabelText('Nights')).toHaveDisplayValue('1 Night');
    await user.type(within(group('Hotel 2 in Ubud')).getByLabelText('Star rating'), '0');
    await blur();
    expect(within(group('Hotel 2 in Ubud')).getByText('Must be positive')).toBeInTheDocument();
    await user.click(within(group('Hotel 1 in Ubud')).getByLabelText('Hotel name'));
    await blur();
    expect(within(group('Hotel 1 in Ubud')).getByText('Hotel name is required')).toBeInTheDocument();
    await user.click(within(group('Hotel 1 in Ubud')).getByLabelText('Star rating'));
    await blur();
    expect(within(group('Hotel 1 in Ubud')).getByText('Star rating is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove hotel 2 in Ubud' }));
    await user.click(screen.getByRole('button', { name: 'Remove hotel 1 in Ubud' }));
    expect(within(group('Hotels in Ubud, Indonesia')).getByText('At least one hotel is required')).toBeInTheDocument();

    // A second country keeps the first one's cities; unticking a country clears its cities.
    await user.click(within(group('Countries')).getByLabelText('Thailand'));
    await user.click(within(group('Cities in Thailand')).getByLabelText('Phuket'));
    expect(within(group('Cities in Indonesia')).getByLabelText('Ubud')).toBeChecked();
    await user.click(within(group('Countries')).getByLabelText('Thailand'));
    expect(screen.queryByRole('group', { name: 'Cities in Thailand' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Hotels in Phuket, Thailand' })).not.toBeInTheDocument();

    // Another continent clears the countries, and so the cities and hotels.
    await user.selectOptions(field('Continent'), 'Europe');
    expect(within(group('Countries')).getByLabelText('Greece')).not.toBeChecked();
    expect(within(group('Countries')).queryByLabelText('Indonesia')).not.toBeInTheDocument();
    expect(group('Cities')).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Hotels in Ubud, Indonesia' })).not.toBeInTheDocument();
    expect(screen.getByText('At least one country is required')).toBeInTheDocument();
  });
});

describe('the package form: saving', () => {
  it('creates the package with its images, shows the upload progress, then starts over empty without images', async () => {
    const sent = installFakeXhr();
    await openUploader('admin');
    await fillValidPackage();
    await user.upload(screen.getByLabelText('Choose images'), [png('beach.png'), png('cliffs.png')]);
    expect(screen.getByRole('img', { name: 'New image 1: beach.png' })).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByRole('img', { name: 'New image 2: cliffs.png' })).toBeInTheDocument();
    // Removed before saving: not sent, and its preview let go.
    await user.upload(screen.getByLabelText('Choose images'), png('blurry.png'));
    await user.click(screen.getByRole('button', { name: 'Remove new image 3 (blurry.png)' }));
    expect(revoked).toEqual(['blob:preview-3']);

    await user.click(screen.getByRole('button', { name: 'Create package' }));
    expect(sent).toHaveLength(1);
    const request = sent[0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/packages');
    expect(request.headers.authorization).toBe('Bearer jwt-meera');
    const parts = request.parts();
    expect(parts.packageName).toBe('Krabi Sands');
    expect(parts.duration).toBe('6');
    expect(JSON.parse(parts.pricing)).toEqual([{ type: 'Premium', price: 64999 }]);
    expect(JSON.parse(parts.destinations)).toEqual({
      continent: 'Asia',
      countries: [{ name: 'Thailand', cities: [{ name: 'Krabi', hotels: [{ name: 'Rayavadee', star: 5, night: 4 }] }] }],
    });
    expect(JSON.parse(parts.holiday_types)).toEqual(['Beach_Holidays']);
    expect(JSON.parse(parts.inclusion_ids)).toEqual(['hotels']);
    expect(JSON.parse(parts.inclusionTexts)).toEqual(['Daily breakfast']);
    expect(JSON.parse(parts.exclusionTexts)).toEqual([...DEFAULT_EXCLUSION_TEXTS]);
    expect(JSON.parse(parts.existingImages)).toEqual([]);
    expect(request.files().map((file) => file.name)).toEqual(['beach.png', 'cliffs.png']);

    request.progress(30, 100);
    expect(screen.getByText('Uploading... 30%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '30');
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await request.respond(201, { message: PACKAGE_MESSAGES.created, data: { ...STORED, _id: 99, packageName: 'Krabi Sands' } });

    expect(await screen.findByText(PACKAGE_MESSAGES.created)).toBeInTheDocument();
    expect(field('Package name')).toHaveValue('');
    expect(screen.queryByRole('img', { name: /New image/ })).not.toBeInTheDocument();
    expect(revoked).toEqual(['blob:preview-3', 'blob:preview-1', 'blob:preview-2']);
    expect(within(group('Exclusion texts')).getAllByRole('textbox')).toHaveLength(8);
    // Nothing shows as wrong on the fresh form.
    expect(screen.queryByText('Package Name is required')).not.toBeInTheDocument();
  });

  it('refuses files that are no image or too large before sending', async () => {
    await openUploader();
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // Past the picker's `accept` filter, as a drop or another browser may hand them over.
    await userEvent
      .setup({ delay: null, applyAccept: false })
      .upload(screen.getByLabelText('Choose images'), [huge, text, png('fine.png')]);
    expect(screen.getByText(`huge.png: ${PACKAGE_IMAGE_MESSAGES.tooLarge}`)).toBeInTheDocument();
    expect(screen.getByText(`notes.txt: ${PACKAGE_IMAGE_MESSAGES.notAnImage}`)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'New image 1: fine.png' })).toBeInTheDocument();
  });

  it("shows the server's field problems at their fields and the failure text, keeping everything typed", async () => {
    const sent = installFakeXhr();
    await openUploader();
    await fillValidPackage();
    await user.click(screen.getByRole('button', { name: 'Create package' }));
    await sent[0].respond(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Price must be in whole rupees',
      fields: {
        'pricing.0.price': 'Price must be in whole rupees',
        'destinations.countries.0.cities.0.hotels.0.name': 'Hotel name is required',
      },
    });
    expect(screen.getByText('Failed to create package: Price must be in whole rupees')).toBeInTheDocument();
    expect(field('Price (INR)')).toHaveAccessibleDescription('Price must be in whole rupees');
    expect(field('Price (INR)')).toHaveFocus();
    expect(within(group('Hotel 1 in Krabi')).getByText('Hotel name is required')).toBeInTheDocument();
    expect(field('Package name')).toHaveValue('Krabi Sands');
    // Changing the field takes the server's word about it away.
    await user.type(field('Price (INR)'), '1');
    expect(field('Price (INR)')).not.toHaveAccessibleDescription('Price must be in whole rupees');
  });

  it('says clearly when the upload is too large (413), and when no answer came at all', async () => {
    const sent = installFakeXhr();
    await openUploader();
    await fillValidPackage();
    await user.upload(screen.getByLabelText('Choose images'), png('beach.png'));
    await user.click(screen.getByRole('button', { name: 'Create package' }));
    await sent[0].respond(413, { statusCode: 413, error: 'Payload Too Large', message: PACKAGE_IMAGE_MESSAGES.tooLarge });
    expect(screen.getByText(`Failed to create package: ${PACKAGE_IMAGE_MESSAGES.tooLarge}`)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'New image 1: beach.png' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create package' }));
    await sent[1].fail();
    expect(screen.getByText(UNEXPECTED_ERROR)).toBeInTheDocument();
    expect(field('Package name')).toHaveValue('Krabi Sands');

    await user.click(screen.getByRole('button', { name: 'Create package' }));
    await sent[2].respond(500, {});
    expect(screen.getByText('Failed to create package: Unknown error')).toBeInTheDocument();
  });
});

describe('the package form: update and clone from the list', () => {
  async function openFromList(action: 'Update' | 'Clone', routes: Record<string, Handler> = {}) {
    storeSession({ authToken: 'jwt-chief', adminAuth: 'true' });
    stubApi({
      'GET /api/auth/verify': verifiedAs('chief', 'admin'),
      'GET /api/auth/users': () => jsonResponse(200, []),
      'GET /api/packages/staff': () => jsonResponse(200, listAnswer([summary(7, 'Bali Escape', 54999)], 1, 1)),
      'GET /api/packages/staff/7': () => jsonResponse(200, { data: STORED, published: true }),
      ...REFERENCES,
      ...routes,
    });
    renderAt('/admin');
    await user.click(await screen.findByRole('tab', { name: 'Database' }));
    await user.click(await screen.findByRole('button', { name: `${action} Bali Escape` }));
  }

  it('updates with PUT, keeps the images, and shows the package as saved', async () => {
    const sent = installFakeXhr();
    await openFromList('Update');
    expect(await screen.findByDisplayValue('Bali Escape')).toBeInTheDocument();
    expect(field('Price (INR)')).toHaveValue(54999);
    expect(within(group('Hotel 1 in Ubud')).getByLabelText('Nights')).toHaveDisplayValue('3 Nights');
    expect(screen.getByRole('img', { name: 'Current image 1' })).toHaveAttribute('src', STORED.images[0]);
    await user.clear(field('Price (INR)'));
    await user.type(field('Price (INR)'), '49999');
    await user.upload(screen.getByLabelText('Choose images'), png('rice.png'));
    await user.click(screen.getByRole('button', { name: 'Update package' }));
    expect(sent[0].method).toBe('PUT');
    expect(sent[0].url).toBe('/api/packages/7');
    expect(JSON.parse(sent[0].parts().existingImages)).toEqual(STORED.images);
    const saved = {
      ...STORED,
      pricing: [{ _id: 71, type: 'Deluxe', price: 49999 }],
      images: [...STORED.images, '/api/images/upload-ffffffffffffffffffffffffffffffff.png'],
    };
    await sent[0].respond(200, { message: PACKAGE_MESSAGES.updated, data: saved });
    expect(await screen.findByText(PACKAGE_MESSAGES.updated)).toBeInTheDocument();
    expect(field('Price (INR)')).toHaveValue(49999);
    expect(field('Package name')).toHaveValue('Bali Escape');
    expect(screen.getAllByRole('img', { name: /Current image/ })).toHaveLength(2);
    expect(screen.queryByRole('img', { name: /New image/ })).not.toBeInTheDocument();
  });

  it('clones with POST: the stored package as a new one; Cancel goes back to the list', async () => {
    const sent = installFakeXhr();
    await openFromList('Clone');
    expect(await screen.findByDisplayValue('Bali Escape')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create package' }));
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url).toBe('/api/packages');
    expect(JSON.parse(sent[0].parts().existingImages)).toEqual(STORED.images);
    await sent[0].respond(201, { message: PACKAGE_MESSAGES.created, data: { ...STORED, _id: 8 } });
    expect(await screen.findByText(PACKAGE_MESSAGES.created)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Add a package' })).toBeInTheDocument();
    expect(field('Package name')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Package List' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch package details. Please try again.' when the package cannot be loaded, and retries", async () => {
    let down = true;
    await openFromList('Update', {
      'GET /api/packages/staff/7': () =>
        down
          ? jsonResponse(503, { statusCode: 503, error: 'Service Unavailable', message: 'down' })
          : jsonResponse(200, { data: STORED, published: true }),
    });
    expect(await screen.findByText(PACKAGE_DETAILS_FAILED)).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('Bali Escape')).toBeInTheDocument();
  });
});
