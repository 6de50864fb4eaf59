/**
 * The sandbox provider plays PayU's part: its page checks the request hash and shows the
 * payment under a policy of its own, and its buttons post PayU's signed result to the
 * merchant's surl/furl, which the payment service accepts like PayU's own.
 */
import { site } from '@agency/site';
import { bookRoom, buildPaymentService, type PaymentHarness, paymentRow, postCallback, redirectOf } from './fixture';

/** The hidden fields of the form a page posts, by name. */
function formFields(html: string): Record<string, string> {
  const unescapeHtml = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [unescapeHtml(m[1]), unescapeHtml(m[2])]),
  );
}

describe('sandbox provider', () => {
  let service: PaymentHarness;
  beforeAll(async () => {
    service = await buildPaymentService('sqlite');
  });
  afterAll(() => service.close());

  const post = (url: string, fields: Record<string, string>) =>
    service.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('shows the payment with the merchant, amount, product and both buttons, under its own policy', async () => {
    const { paymentData } = await bookRoom(service, 'Duo Room', 3);
    const page = await post('/api/payment/sandbox/pay', paymentData);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(site.brandName);
    expect(page.body).toContain('₹53,997.00');
    expect(page.body).toContain('The Awakening Retreat - Duo Room');
    expect(page.body).toMatch(/<button type="submit" class="pay">Pay now<\/button>/);
    expect(page.body).toMatch(/<button type="submit" class="fail">Fail payment<\/button>/);
    const policy = String(page.headers['content-security-policy']);
    const nonce = /style-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.body).toContain(`<style nonce="${nonce}">`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(formFields(page.body)).toEqual({ txnid: paymentData.txnid, outcome: 'failure' });
  });

  it('refuses a request whose hash does not match, or another merchant key', async () => {
    const { paymentData } = await bookRoom(service, 'Duo Room', 2);
    const tampered = await post('/api/payment/sandbox/pay', { ...paymentData, amount: '1.00' });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe('The payment request hash does not match');
    const otherKey = await post('/api/payment/sandbox/pay', { ...paymentData, key: 'SOMEONEELSE' });
    expect(otherKey.statusCode).toBe(400);
  });

  it('escapes what the merchant sent', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/api/payment/v1/initiate',
      payload: { amount: 10, productinfo: '<script>alert(1)</script>', firstname: 'Asha', email: 'asha@example.in', phone: '9876543210' },
    });
    const page = await post('/api/payment/sandbox/pay', response.json().paymentData);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it.each([
    ['success', '/api/payment/v1/success', '/PaymentSuccess', 'success'],
    ['failure', '/api/payment/v1/failure', '/PaymentFailed', 'failure'],
  ] as const)('hands a %s back to the merchant signed as PayU signs it', async (outcome, returnPath, resultPage, stored) => {
    const { paymentData } = await bookRoom(service, 'SoulPod', 2);
    const handBack = await post('/api/payment/sandbox/complete', { txnid: paymentData.txnid, outcome });
    expect(handBack.statusCode).toBe(200);
    const action = /<form id="hand-back" method="post" action="([^"]+)">/.exec(handBack.body)?.[1];
    expect(action).toBe(`${service.config.publicUrl}${returnPath}`);
    const policy = String(handBack.headers['content-security-policy']);
    expect(policy).toContain(`form-action ${new URL(service.config.publicUrl).origin}`);
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(handBack.body).toContain(`<script nonce="${nonce}">`);

    const fields = formFields(handBack.body);
    expect(fields).toMatchObject({ status: outcome, txnid: paymentData.txnid, amount: paymentData.amount, key: paymentData.key });
    const response = await postCallback(service, outcome, fields);
    expect(redirectOf(response)).toMatchObject({ status: 303, path: resultPage, txnid: paymentData.txnid });
    if (outcome === 'failure') expect(redirectOf(response).error).toBe('Card declined by the issuing bank (sandbox)');
    expect(await paymentRow(service, paymentData.txnid)).toMatchObject({ status: stored });
  });

  it('answers 404 for a transaction it never saw', async () => {
    const response = await post('/api/payment/sandbox/complete', { txnid: 'AWRNOSUCH', outcome: 'success' });
    expect(response.statusCode).toBe(404);
  });
});
