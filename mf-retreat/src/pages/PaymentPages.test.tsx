import { CALLBACK_ERRORS } from '@agency/contracts';
import { jsonResponse, stubFetch } from '@agency/test-kit';
import { screen, waitFor } from '@testing-library/react';
import { renderAt } from '../testing/renderAt';

const paid = {
  txnid: 'TX123',
  status: 'success',
  amount: 53997,
  productinfo: 'The Awakening Retreat - Duo Room',
  category: 'Duo Room',
  members: 3,
};
const failed = { ...paid, status: 'failure', error: 'Card declined by the issuing bank' };

/** The server's answer to the status call, whatever txnid is asked for. */
function serverSays(body: object | null, status = 200) {
  return stubFetch(() =>
    body ? jsonResponse(status, body) : jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Unknown transaction' }),
  );
}

describe('payment result pages', () => {
  it('confirms a successful payment with the transaction id from the query, and the server’s record', async () => {
    const fetch = serverSays(paid);
    renderAt('/PaymentSuccess?txnid=TX123');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for your payment. Your booking is confirmed.')).toBeInTheDocument();
    expect(screen.getByText('Transaction ID').nextSibling).toHaveTextContent('TX123');
    expect(screen.getByText('Checking this payment with our records…')).toBeInTheDocument();
    expect(await screen.findByText('Our record of this payment')).toBeInTheDocument();
    expect(screen.getByText('Status').nextSibling).toHaveTextContent('Paid');
    expect(screen.getByText('Amount').nextSibling).toHaveTextContent('₹53,997');
    expect(screen.getByText('Room').nextSibling).toHaveTextContent('Duo Room');
    expect(screen.getByText('Guests').nextSibling).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Back to the retreat' })).toHaveAttribute('href', '/the-awakening-retreat');
    expect(new URL((fetch.mock.calls[0][0] as Request).url).pathname).toBe('/api/payment/v1/status/TX123');
  });

  it('explains a failed payment with the transaction id and the error text, and offers Try Again', async () => {
    serverSays(failed);
    renderAt(`/PaymentFailed?txnid=TX123&error=${encodeURIComponent(failed.error)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Your payment was not successful. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Transaction ID').nextSibling).toHaveTextContent('TX123');
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/the-awakening-retreat');
    expect(await screen.findByText('Not paid')).toBeInTheDocument();
    expect(screen.getByText('Error').nextSibling).toHaveTextContent('Card declined by the issuing bank');
  });

  it("shows the payment service's own error texts at once, before the record answers", () => {
    serverSays(failed);
    renderAt('/PaymentFailed?txnid=TX123&error=The%20payment%20did%20not%20go%20through');
    expect(screen.getByText('Error').nextSibling).toHaveTextContent('The payment did not go through');
  });

  it('tells a guest whose payment found no place left that it is refunded in full', async () => {
    serverSays({ ...paid, status: 'failure', error: CALLBACK_ERRORS.noPlaceLeft });
    renderAt(`/PaymentFailed?txnid=TX123&error=${encodeURIComponent(CALLBACK_ERRORS.noPlaceLeft)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Error').nextSibling).toHaveTextContent(CALLBACK_ERRORS.noPlaceLeft);
    expect(await screen.findByText('Not paid')).toBeInTheDocument();
    expect(screen.getByText('Error').nextSibling).toHaveTextContent(CALLBACK_ERRORS.noPlaceLeft);
  });

  it('never shows words a visitor put in the address as the error, only what the server stored', async () => {
    const planted = 'Fraud suspected: call our fraud desk now on +91 99999 00000';
    serverSays(failed);
    const known = renderAt(`/PaymentFailed?txnid=TX123&error=${encodeURIComponent(planted)}`);
    expect(screen.queryByText(planted)).not.toBeInTheDocument();
    expect(await screen.findByText('Not paid')).toBeInTheDocument();
    expect(screen.getByText('Error').nextSibling).toHaveTextContent('Card declined by the issuing bank');
    expect(screen.queryByText(/fraud desk/)).not.toBeInTheDocument();
    known.unmount();

    serverSays(null);
    renderAt(`/PaymentFailed?txnid=NOPE&error=${encodeURIComponent(planted)}`);
    expect(await screen.findByText('We could not find this transaction in our records.')).toBeInTheDocument();
    expect(screen.queryByText(/fraud desk/)).not.toBeInTheDocument();
  });

  it('shows the server’s truth when the address claims another outcome', async () => {
    serverSays(failed);
    renderAt('/PaymentSuccess?txnid=TX123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(screen.getByText('We checked this payment with our records: this is where it stands.')).toBeInTheDocument();
    expect(screen.getByText('Error').nextSibling).toHaveTextContent('Card declined by the issuing bank');
  });

  it('does not call a still open payment successful', async () => {
    serverSays({ ...paid, status: 'pending' });
    renderAt('/PaymentSuccess?txnid=TX123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Not Confirmed Yet' })).toBeInTheDocument();
    expect(screen.getByText('Awaiting confirmation')).toBeInTheDocument();
  });

  it('keeps a refused callback on the failure page while the payment is still open', async () => {
    serverSays({ ...paid, status: 'pending' });
    renderAt('/PaymentFailed?txnid=TX123&error=The%20payment%20response%20could%20not%20be%20verified');
    expect(await screen.findByText('Awaiting confirmation')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Error').nextSibling).toHaveTextContent('The payment response could not be verified');
  });

  it('says so when the transaction is unknown, and offers a retry when the server cannot be asked', async () => {
    serverSays(null);
    const unknown = renderAt('/PaymentSuccess?txnid=NOPE');
    expect(await screen.findByText('We could not find this transaction in our records.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    unknown.unmount();

    stubFetch(() => jsonResponse(502, { statusCode: 502, error: 'Bad Gateway', message: 'down' }));
    renderAt('/PaymentFailed?txnid=TX9');
    expect(await screen.findByText('We could not check this payment just now.')).toBeInTheDocument();
    serverSays(failed);
    screen.getByRole('button', { name: 'Check again' }).click();
    await waitFor(() => expect(screen.getByText('Not paid')).toBeInTheDocument());
  });

  it('renders query values as text, never as markup', () => {
    serverSays(null);
    const markup = '<img src=x onerror="alert(1)">';
    const { container } = renderAt(`/PaymentFailed?txnid=${encodeURIComponent(markup)}&error=${encodeURIComponent(markup)}`);
    expect(screen.getByText('Transaction ID').nextSibling).toHaveTextContent(markup);
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('leaves out a detail the query does not carry, and asks the server nothing without a txnid', () => {
    const fetch = serverSays(paid);
    renderAt('/PaymentSuccess');
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.queryByText('Transaction ID')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows both pages inside the retreat frame with its contact footer', () => {
    serverSays(paid);
    renderAt('/PaymentSuccess?txnid=TX1');
    expect(screen.getByRole('link', { name: /The Awakening Retreat/ })).toHaveAttribute('href', '/the-awakening-retreat');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Questions about your booking?');
  });
});

describe('the generic checkout’s result pages', () => {
  const generic = { txnid: 'TX900', status: 'success', amount: 4200, productinfo: 'Goa trip balance' };

  it("are the agency's: its name in the header, the way back to the home page, nothing of the retreat", async () => {
    serverSays(generic);
    renderAt('/PaymentSuccess?txnid=TX900');
    expect(await screen.findByText('Our record of this payment')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Escape Vacation');
    expect(screen.queryByText('The Awakening Retreat')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Back to the retreat' })).not.toBeInTheDocument();
  });

  it('send a failed generic payment back to the checkout to try again', async () => {
    serverSays({ ...generic, status: 'failure', error: 'The payment did not go through' });
    renderAt('/PaymentFailed?txnid=TX900');
    expect(await screen.findByText('Not paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/PayUCheckout');
  });

  it("keep the retreat's frame for a retreat booking", async () => {
    serverSays(paid);
    renderAt('/PaymentSuccess?txnid=TX123');
    expect(await screen.findByText('Our record of this payment')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('The Awakening Retreat');
  });
});
