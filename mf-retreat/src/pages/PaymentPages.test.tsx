import { screen } from '@testing-library/react';
import { renderAt } from '../testing/renderAt';

describe('payment result pages', () => {
  it('confirms a successful payment with the transaction id from the query', () => {
    renderAt('/PaymentSuccess?txnid=TX123');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for your payment. Your booking is confirmed.')).toBeInTheDocument();
    expect(screen.getByText('Transaction ID').nextSibling).toHaveTextContent('TX123');
    expect(screen.getByRole('link', { name: 'Back to the retreat' })).toHaveAttribute('href', '/the-awakening-retreat');
  });

  it('explains a failed payment with the transaction id and the error text, and offers Try Again', () => {
    renderAt('/PaymentFailed?txnid=TX123&error=Card%20declined');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Your payment was not successful. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Transaction ID').nextSibling).toHaveTextContent('TX123');
    expect(screen.getByText('Error').nextSibling).toHaveTextContent('Card declined');
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/the-awakening-retreat');
  });

  it('renders query values as text, never as markup', () => {
    const markup = '<img src=x onerror="alert(1)">';
    const { container } = renderAt(`/PaymentFailed?txnid=TX9&error=${encodeURIComponent(markup)}`);
    expect(screen.getByText('Error').nextSibling).toHaveTextContent(markup);
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('leaves out a detail the query does not carry', () => {
    renderAt('/PaymentSuccess');
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.queryByText('Transaction ID')).not.toBeInTheDocument();
  });

  it('shows both pages inside the retreat frame with its contact footer', () => {
    renderAt('/PaymentSuccess?txnid=TX1');
    expect(screen.getByRole('link', { name: /The Awakening Retreat/ })).toHaveAttribute('href', '/the-awakening-retreat');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Questions about your booking?');
  });
});
