import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { destinationEnquiryState, packageEnquiryState } from '../deals/navigationState';
import { ENQUIRY_FAILURE, ENQUIRY_FORM_TITLE, ENQUIRY_SUCCESS, SUBMITTING } from '../messages';
import { failure, makePackage, renderStorefront, serveCatalogue } from '../testing/fixtures';

type Reply = { status: number; body: unknown };

/** Answers the submit call with `reply` (after `hold` resolves) and records each body sent. */
function serveSubmit(reply: Reply | (() => Reply) = { status: 200, body: { message: 'Request submitted', id: 7 } }, hold?: Promise<void>) {
  const bodies: Record<string, unknown>[] = [];
  serveCatalogue({
    '/api/requests/submit': async (request) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      await hold;
      return typeof reply === 'function' ? reply() : reply;
    },
  });
  return bodies;
}

const field = (name: string | RegExp) => screen.getByLabelText(name);

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^First name/), 'Rohan');
  await user.type(field(/^Last name/), 'Mehta');
  await user.type(field(/^Email address/), 'rohan@example.in');
  await user.type(field(/^Phone number/), '98765 43210');
}

describe('the enquiry form at /Form', () => {
  it("is titled 'Let Us Plan Your Escape Vacation' with every field of the spec and its defaults", async () => {
    serveSubmit();
    renderStorefront('/Form');
    expect(await screen.findByRole('heading', { level: 1, name: ENQUIRY_FORM_TITLE })).toBeInTheDocument();
    for (const label of [/^First name/, /^Last name/, /^Email address/, /^Phone number/, /^Destination/, /^Travel date/]) {
      expect(field(label)).toHaveValue('');
    }
    expect(field(/^Email address/)).toHaveAttribute('type', 'email');
    expect(field(/^Phone number/)).toHaveAttribute('type', 'tel');
    expect(field(/^Class offer/)).toHaveValue('Economy');
    expect(
      within(field(/^Airport/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select an airport',
      'Delhi (DEL)',
      'Mumbai (BOM)',
      'Hyderabad (HYD)',
      'Bengaluru (BLR)',
      'Ahmedabad (AMD)',
      'Chennai (MAA)',
      'Others',
    ]);
    for (const label of [/^Adults \(12 and over\)/, /^Children \(2 to 12\)/, /^Infants \(under 2\)/])
      expect(field(label)).toHaveAttribute('type', 'number');
    expect(screen.getByText('Preferred call time').nextSibling).toHaveTextContent('9 am to 12pm');
    // Reached without a destination: the duration is not the visitor's to set.
    expect(field(/^Duration/)).toBeDisabled();
  });

  it('carries the package from ENQUIRE NOW: its name and price shown, its duration fixed, and its id sent', async () => {
    const user = userEvent.setup();
    const bodies = serveSubmit();
    const pkg = makePackage(5, { packageName: 'Maldives Overwater Escape', duration: 6 });
    renderStorefront('/Form', packageEnquiryState(pkg));
    const subject = await screen.findByRole('region', { name: 'Maldives Overwater Escape' });
    expect(subject).toHaveTextContent('from ₹54,999 per person');
    expect(within(subject).getByRole('row', { name: /Deluxe/ })).toHaveTextContent('₹72,999');
    expect(subject).toHaveTextContent('6 Days');
    expect(field(/^Duration/)).toBeDisabled();
    expect(field(/^Duration/)).toHaveValue(6);
    expect(field(/^Destination/)).toHaveValue('Thailand');

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Enquiry' }));
    expect(await screen.findByText(ENQUIRY_SUCCESS)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        Firstname: 'Rohan',
        Lastname: 'Mehta',
        Emailaddress: 'rohan@example.in',
        PhoneNumber: '98765 43210',
        Name: 'Maldives Overwater Escape',
        Countryname: 'Thailand',
        classoffer: 'Economy',
        Duration: 6,
        calltime: '9 am to 12pm',
        package_id: 5,
        way: 'Direct website',
        handleby: 'Public',
        Status: 'Active',
      },
    ]);
    // Cleared for another enquiry, the package still named.
    expect(field(/^First name/)).toHaveValue('');
    expect(field(/^Duration/)).toHaveValue(6);
  });

  it("takes the destination from a country's 'Make An Enqiry' and lets the visitor set the duration", async () => {
    const user = userEvent.setup();
    const bodies = serveSubmit();
    renderStorefront('/Form', destinationEnquiryState('Sri Lanka'));
    expect(await screen.findByRole('region', { name: 'Sri Lanka' })).toBeInTheDocument();
    expect(field(/^Destination/)).toHaveValue('Sri Lanka');
    expect(field(/^Duration/)).toBeEnabled();

    await fillRequired(user);
    await user.type(field(/^Duration/), '10');
    await user.type(field(/^Travel date/), '2027-01-20');
    await user.selectOptions(field(/^Airport/), 'Chennai (MAA)');
    await user.selectOptions(field(/^Class offer/), 'Business');
    await user.type(field(/^Adults/), '2');
    await user.type(field(/^Children/), '1');
    await user.click(screen.getByRole('button', { name: 'Submit Enquiry' }));
    expect(await screen.findByText(ENQUIRY_SUCCESS)).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      Firstname: 'Rohan',
      Lastname: 'Mehta',
      Emailaddress: 'rohan@example.in',
      PhoneNumber: '98765 43210',
      Countryname: 'Sri Lanka',
      classoffer: 'Business',
      Duration: 10,
      Date: '2027-01-20',
      Airport: 'Chennai (MAA)',
      Whoistravelling: 2,
      Whoistravellingchildren: 1,
      calltime: '9 am to 12pm',
      way: 'Direct website',
      handleby: 'Public',
      Status: 'Active',
    });
  });

  it('names each wrong field with the spec’s message, sends nothing, and clears a message once corrected', async () => {
    const user = userEvent.setup();
    const bodies = serveSubmit();
    renderStorefront('/Form', destinationEnquiryState('Bali'));
    await user.click(await screen.findByRole('button', { name: 'Submit Enquiry' }));
    expect(field(/^First name/)).toHaveAccessibleDescription('First name is required');
    expect(field(/^Last name/)).toHaveAccessibleDescription('Last name is required');
    expect(field(/^Email address/)).toHaveAccessibleDescription('Email address is required');
    expect(field(/^Phone number/)).toHaveAccessibleDescription('Phone number is required');
    expect(field(/^First name/)).toHaveFocus();

    await user.type(field(/^First name/), 'Rohan');
    expect(field(/^First name/)).not.toHaveAttribute('aria-invalid');
    await user.type(field(/^Last name/), 'Mehta');
    await user.type(field(/^Email address/), 'rohan@');
    await user.type(field(/^Phone number/), '123');
    await user.type(field(/^Duration/), '101');
    await user.type(field(/^Adults/), '-2');
    await user.click(screen.getByRole('button', { name: 'Submit Enquiry' }));
    expect(field(/^Email address/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field(/^Phone number/)).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(field(/^Duration/)).toHaveAccessibleDescription('Between 1 and 100 days. Duration must be between 1 and 100');
    expect(field(/^Adults/)).toHaveAccessibleDescription('Number of adults must be between 0 and 99');
    expect(field(/^Email address/)).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it("shows 'Error submitting form' when the call fails, keeps every value, and sends again", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let answer: Reply = failure(500);
    const bodies = serveSubmit(() => answer);
    renderStorefront('/Form', destinationEnquiryState('Bali'));
    await screen.findByRole('heading', { level: 1, name: ENQUIRY_FORM_TITLE });
    await fillRequired(user);
    await user.type(field(/^Duration/), '8');
    await user.click(screen.getByRole('button', { name: 'Submit Enquiry' }));
    expect(await screen.findByText(ENQUIRY_FAILURE)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ENQUIRY_FAILURE);
    expect(logged).toHaveBeenCalledWith(ENQUIRY_FAILURE, expect.objectContaining({ status: 500 }));
    expect(field(/^First name/)).toHaveValue('Rohan');
    expect(field(/^Email address/)).toHaveValue('rohan@example.in');
    expect(field(/^Duration/)).toHaveValue(8);

    answer = { status: 200, body: { message: 'Request submitted', id: 8 } };
    await user.click(screen.getByRole('button', { name: 'Submit Enquiry' }));
    expect(await screen.findByText(ENQUIRY_SUCCESS)).toBeInTheDocument();
    expect(screen.queryByText(ENQUIRY_FAILURE)).not.toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    logged.mockRestore();
  });

  it("disables the button with 'Submitting...' while the request is on its way", async () => {
    const user = userEvent.setup();
    let release = () => {};
    serveSubmit(undefined, new Promise<void>((resolve) => (release = resolve)));
    renderStorefront('/Form');
    await screen.findByRole('heading', { level: 1, name: ENQUIRY_FORM_TITLE });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Enquiry' }));
    const busy = await screen.findByRole('button', { name: SUBMITTING });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Enquiry' })).toBeEnabled());
    expect(screen.getByText(ENQUIRY_SUCCESS)).toBeInTheDocument();
  });
});
