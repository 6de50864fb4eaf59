/**
 * Sends the browser to the payment provider the way PayU's hosted checkout expects: a
 * hidden form with the signed fields, posted to the provider's URL (a top-level
 * navigation, so the visitor sees the provider's own page and address).
 */
export function postToProvider(paymentUrl: string, paymentData: Readonly<Record<string, string>>): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = paymentUrl;
  form.hidden = true;
  for (const [name, value] of Object.entries(paymentData)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
