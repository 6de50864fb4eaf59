import { LEAD_MESSAGES } from '@agency/contracts';
import { newServerPageRecord, ServerPageProvider } from '@agency/page/remote';
import { site } from '@agency/site';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import App from '../App';
import { CALLBACK_SUCCESS, ENQUIRY_FAILURE, REQUESTING } from '../messages';
import { failure, renderStorefront, serveCatalogue } from '../testing/fixtures';

type Reply = { status: number; body: unknown };

function serveSubmit(reply: () => Reply | Promise<Reply> = () => ({ status: 200, body: { message: 'Request submitted', id: 4 } })) {
  const bodies: Record<string, unknown>[] = [];
  serveCatalogue({
    '/api/requests/submit': async (request) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return reply();
    },
  });
  return bodies;
}

const field = (label: string | RegExp) => screen.getByLabelText(label);

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^First name/), 'Meera');
  await user.type(field(/^Last name/), 'Iyer');
  await user.type(field(/^Email/), 'meera@example.in');
  await user.type(field(/^Phone/), '044 2345 6789');
}

describe('the Contact page', () => {
  it.each(['/contact', '/Contact'])('shows at %s the phone banner with its tap-to-call link and the Get In Touch form', async (path) => {
    serveSubmit();
    renderStorefront(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'Speak to a travel specialist' });
    expect(within(banner).getByRole('link', { name: `Call us on ${site.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
    expect(banner).toHaveTextContent(`${site.openingHours} · ${site.supportNote}`);
    expect(screen.getByRole('form', { name: 'Get In Touch' })).toBeInTheDocument();
  });

  it("offers the spec's call times and 'How did you find us?' choices with their defaults", async () => {
    serveSubmit();
    renderStorefront('/contact');
    await screen.findByRole('form', { name: 'Get In Touch' });
    const callTime = field(/^Preferred call time/);
    expect(callTime).toHaveValue('9 am to 12pm');
    expect(
      within(callTime)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Today', '9 am to 12pm', '12 pm to 3pm', '3 pm to 6pm', '6 pm to 9pm']);
    const foundUs = field(/^How did you find us\?/);
    expect(foundUs).toHaveValue('Direct website');
    expect(
      within(foundUs)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Direct website', 'Facebook', 'Instagram', 'Twitter', 'Advertisement']);
    expect(field(/^Email/)).toHaveAttribute('type', 'email');
    expect(field(/^Phone/)).toHaveAttribute('type', 'tel');
  });

  it('requires the names, e-mail and phone with the spec’s messages', async () => {
    const user = userEvent.setup();
    const bodies = serveSubmit();
    renderStorefront('/contact');
    await user.click(await screen.findByRole('button', { name: 'Request a Callback' }));
    expect(field(/^First name/)).toHaveAccessibleDescription('First name is required');
    expect(field(/^Last name/)).toHaveAccessibleDescription('Last name is required');
    expect(field(/^Email/)).toHaveAccessibleDescription('Email address is required');
    expect(field(/^Phone/)).toHaveAccessibleDescription('Phone number is required');
    expect(bodies).toHaveLength(0);
  });

  it("sends the callback with the chosen answer as way, shows 'Requesting...' meanwhile, then 'Data submitted successfully!'", async () => {
    const user = userEvent.setup();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const bodies = serveSubmit(async () => {
      await held;
      return { status: 200, body: { message: 'Request submitted', id: 9 } };
    });
    renderStorefront('/Contact');
    await screen.findByRole('form', { name: 'Get In Touch' });
    await fill(user);
    await user.selectOptions(field(/^Preferred call time/), '3 pm to 6pm');
    await user.selectOptions(field(/^How did you find us\?/), 'Instagram');
    await user.click(screen.getByRole('button', { name: 'Request a Callback' }));
    expect(await screen.findByRole('button', { name: REQUESTING })).toBeDisabled();
    release();
    expect(await screen.findByText(CALLBACK_SUCCESS)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        Firstname: 'Meera',
        Lastname: 'Iyer',
        Emailaddress: 'meera@example.in',
        PhoneNumber: '044 2345 6789',
        calltime: '3 pm to 6pm',
        way: 'Instagram',
        handleby: 'Public',
        Status: 'Active',
      },
    ]);
    // Back to a fresh form, defaults restored.
    expect(field(/^First name/)).toHaveValue('');
    expect(field(/^How did you find us\?/)).toHaveValue('Direct website');
    expect(screen.getByRole('button', { name: 'Request a Callback' })).toBeEnabled();
  });

  it("shows 'Error submitting form' on failure and keeps what was typed", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    serveSubmit(() => failure(500));
    renderStorefront('/contact');
    await screen.findByRole('form', { name: 'Get In Touch' });
    await fill(user);
    await user.selectOptions(field(/^How did you find us\?/), 'Twitter');
    await user.click(screen.getByRole('button', { name: 'Request a Callback' }));
    expect(await screen.findByText(ENQUIRY_FAILURE)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ENQUIRY_FAILURE);
    expect(field(/^Last name/)).toHaveValue('Iyer');
    expect(field(/^How did you find us\?/)).toHaveValue('Twitter');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request a Callback' })).toBeEnabled());
    logged.mockRestore();
  });

  it('sends a retry of a failed attempt with the same Idempotency-Key, and the next attempt with a new one', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    let answers = [
      failure(500),
      { status: 200, body: { message: 'Request submitted', id: 4 } },
      { status: 200, body: { message: 'Request submitted', id: 5 } },
    ];
    serveCatalogue({
      '/api/requests/submit': async (request) => {
        keys.push(request.headers.get('idempotency-key'));
        const [answer, ...rest] = answers;
        answers = rest;
        return answer;
      },
    });
    renderStorefront('/contact');
    await screen.findByRole('form', { name: 'Get In Touch' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Request a Callback' }));
    expect(await screen.findByText(ENQUIRY_FAILURE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request a Callback' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Request a Callback' }));
    expect(await screen.findByText(CALLBACK_SUCCESS)).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Request a Callback' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
    logged.mockRestore();
  });

  it('sends a failed attempt whose details were changed with a new Idempotency-Key', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    let answers = [failure(500), { status: 200, body: { message: 'Request submitted', id: 6 } }];
    serveCatalogue({
      '/api/requests/submit': async (request) => {
        keys.push(request.headers.get('idempotency-key'));
        const [answer, ...rest] = answers;
        answers = rest;
        return answer;
      },
    });
    renderStorefront('/contact');
    await screen.findByRole('form', { name: 'Get In Touch' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Request a Callback' }));
    expect(await screen.findByText(ENQUIRY_FAILURE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request a Callback' })).toBeEnabled());
    await user.type(field(/^Last name/), 'n');
    await user.click(screen.getByRole('button', { name: 'Request a Callback' }));
    expect(await screen.findByText(CALLBACK_SUCCESS)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    logged.mockRestore();
  });

  it('says why when the enquiry limit refused the send (429), and keeps what was typed', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    serveSubmit(() => ({ status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: LEAD_MESSAGES.tooManyEnquiries } }));
    renderStorefront('/contact');
    await screen.findByRole('form', { name: 'Get In Touch' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Request a Callback' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`${ENQUIRY_FAILURE}. ${LEAD_MESSAGES.tooManyEnquiries}`));
    expect(field(/^Last name/)).toHaveValue('Iyer');
    logged.mockRestore();
  });

  describe('without scripts', () => {
    it('posts to its own page, every field under its request name, the choices chosen in the markup', async () => {
      serveSubmit();
      renderStorefront('/contact');
      const form = await screen.findByRole('form', { name: 'Get In Touch' });
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', '/contact');
      expect(Object.keys(Object.fromEntries(new FormData(form as HTMLFormElement)))).toEqual([
        'Firstname',
        'Lastname',
        'Emailaddress',
        'PhoneNumber',
        'calltime',
        'way',
      ]);
      expect(form.querySelector('select[name="calltime"] option[selected]')).toHaveValue('9 am to 12pm');
    });

    it('shows the success text on the page a stored post leads to', async () => {
      serveSubmit();
      renderStorefront('/contact?sent=callback');
      expect(await screen.findByText(CALLBACK_SUCCESS)).toBeInTheDocument();
      expect(field(/^First name/)).toHaveValue('');
    });

    it('renders a refused post again on the server with the typed values, the messages and the limit', async () => {
      serveSubmit();
      const values = {
        Firstname: 'Meera',
        Lastname: '',
        Emailaddress: 'meera-at',
        PhoneNumber: '12',
        calltime: '3 pm to 6pm',
        way: 'Instagram',
      };
      const record = newServerPageRecord('http://127.0.0.1', {
        form: 'callback',
        values,
        errors: { Lastname: 'Last name is required' },
        failure: 'limited',
      });
      render(
        <ServerPageProvider record={record}>
          <MemoryRouter initialEntries={['/contact']}>
            <App />
          </MemoryRouter>
        </ServerPageProvider>,
      );
      await screen.findByRole('form', { name: 'Get In Touch' });
      expect(field(/^First name/)).toHaveValue('Meera');
      expect(field(/^Email/)).toHaveValue('meera-at');
      expect(field(/^Preferred call time/)).toHaveValue('3 pm to 6pm');
      expect(field(/^How did you find us/)).toHaveValue('Instagram');
      expect(screen.getByText('Last name is required')).toBeInTheDocument();
      expect(field(/^Last name/)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('alert')).toHaveTextContent(LEAD_MESSAGES.tooManyEnquiries);
    });
  });
});
