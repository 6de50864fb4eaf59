import { stubFetch } from '@agency/test-kit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../testing/renderAt';

describe('PayForm (/PayForm)', () => {
  it('shows the Secured Payments sections, its fixed choices and a note that it is a demonstration', () => {
    renderAt('/PayForm');
    expect(screen.getByRole('heading', { level: 1, name: 'Secured Payments' })).toBeInTheDocument();
    for (const legend of ['BOOKING DETAILS', 'PAYMENT DETAILS', 'BILLING ADDRESS', 'PAYMENT METHODS'])
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with Card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with Wallet' })).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry month')).toHaveDisplayValue('March');
    expect(screen.getByLabelText('Expiry year')).toHaveDisplayValue('2025');
    expect(screen.getByLabelText('Country')).toHaveDisplayValue('United Kingdom');
    for (const select of ['Expiry month', 'Expiry year', 'Country'])
      expect(screen.getByLabelText(select).querySelectorAll('option')).toHaveLength(1);
    expect(screen.getByLabelText('Amount')).toHaveAttribute('placeholder', '£0.00');
    expect(screen.getByLabelText('CVV')).toHaveAttribute('maxLength', '4');
    expect(screen.getByText(/This form is a demonstration: it sends nothing/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'retreat booking' })).toHaveAttribute('href', '/the-awakening-retreat');
  });

  it('requires every field except Address 2', () => {
    renderAt('/PayForm');
    const inputs = [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('form input, form select')];
    expect(inputs.filter((input) => !input.required).map((input) => input.name)).toEqual(['address2']);
    expect(inputs.length).toBeGreaterThan(10);
  });

  it('only logs what was entered: no call is made', async () => {
    const fetch = stubFetch(() => new Response(null, { status: 500 }));
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    renderAt('/PayForm');
    const user = userEvent.setup();
    const fill: Record<string, string> = {
      'Full name': 'Asha Verma',
      'Booking reference': 'AWR-1',
      'E-mail': 'asha@example.in',
      Phone: '9876543210',
      Amount: '120',
      'Name on card': 'ASHA VERMA',
      'Card number': '4111111111111111',
      CVV: '12345',
      'Address 1': '1 High Street',
      City: 'London',
      Postcode: 'SW1A 1AA',
    };
    for (const [label, value] of Object.entries(fill)) await user.type(screen.getByLabelText(label), value);
    expect(screen.getByLabelText('CVV')).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Pay with Card' }));
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('nothing sent'),
      expect.objectContaining({ fullName: 'Asha Verma', cvv: '1234', country: 'United Kingdom', address2: '' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('This demonstration form has not sent anything');
    expect(fetch).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
