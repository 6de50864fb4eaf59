import { jsonResponse, stubFetch } from '@agency/test-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { postToProvider } from '../payment/postToProvider';
import { renderAt } from '../testing/renderAt';

jest.mock('../payment/postToProvider', () => ({ postToProvider: jest.fn() }));
const handOver = jest.mocked(postToProvider);
beforeEach(() => handOver.mockReset());

const answer = { paymentUrl: 'https://test.payu.in/_payment', paymentData: { key: 'K', txnid: 'AWR2', hash: 'h' } };

describe('generic checkout (/PayUCheckout)', () => {
  it('names PayU and asks for the amount in INR, product info, name, e-mail, phone and an optional Reference ID', () => {
    stubFetch(() => jsonResponse(200, answer));
    renderAt('/PayUCheckout');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('PayU');
    for (const label of ['Amount (INR)', 'Product info', 'First name', 'E-mail', 'Phone'])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Reference ID (optional)')).not.toBeRequired();
  });

  it('checks the fields with the contract’s messages before calling anything', async () => {
    const fetch = stubFetch(() => jsonResponse(200, answer));
    renderAt('/PayUCheckout');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (INR)'), '0');
    await user.type(screen.getByLabelText('E-mail'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(screen.getByText('Amount must be at least 1 INR')).toBeInTheDocument();
    expect(screen.getByText('Product info is required')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('initiates on the relative /api with the visitor’s amount, then hands over to the provider', async () => {
    const fetch = stubFetch(() => jsonResponse(200, answer));
    renderAt('/PayUCheckout');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (INR)'), '2500');
    await user.type(screen.getByLabelText('Product info'), 'Rajasthan tour deposit');
    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.in');
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.type(screen.getByLabelText('Reference ID (optional)'), 'REF-42');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(handOver).toHaveBeenCalledWith(answer.paymentUrl, answer.paymentData));
    const request = fetch.mock.calls[0][0] as Request;
    expect(new URL(request.url).origin).toBe(window.location.origin);
    expect(new URL(request.url).pathname).toBe('/api/payment/v1/initiate');
    expect(await request.clone().json()).toEqual({
      amount: 2500,
      productinfo: 'Rajasthan tour deposit',
      firstname: 'Asha',
      email: 'asha@example.in',
      phone: '9876543210',
      udf1: 'REF-42',
    });
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('shows the server’s field messages and message on a 400', async () => {
    stubFetch(() =>
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please enter a valid phone number',
        fields: { phone: 'Please enter a valid phone number' },
      }),
    );
    renderAt('/PayUCheckout');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (INR)'), '10');
    await user.type(screen.getByLabelText('Product info'), 'Deposit');
    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.in');
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid phone number');
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(within(phone.parentElement as HTMLElement).getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  });
});
