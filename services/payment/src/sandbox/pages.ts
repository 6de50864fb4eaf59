/**
 * The sandbox provider's two pages, standing in for PayU's hosted checkout: the payment page
 * (amount, product and merchant, with 'Pay now' and 'Fail payment') and the hand-back page
 * that posts the signed result to the merchant's surl or furl, as PayU does.
 */
import { paymentCalls } from '@agency/contracts';
import { site } from '@agency/site';
import { escapeHtml, hiddenInputs } from './html';

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2933;background:#eef2f5;display:flex;flex-direction:column;align-items:center}
  header{width:100%;background:#0b3a5b;color:#fff;padding:14px 20px;display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
  header strong{font-size:20px;letter-spacing:.02em}
  header span{font-size:13px;background:#f2a65a;color:#0b3a5b;border-radius:999px;padding:2px 10px;font-weight:600}
  main{width:100%;max-width:480px;padding:24px 16px}
  .card{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(7,42,66,.12);padding:24px}
  h1{font-size:20px;margin:0 0 4px;color:#0b3a5b}
  .merchant{color:#52606d;margin:0 0 20px}
  .amount{font-size:34px;font-weight:700;color:#0b3a5b;margin:0}
  .amount small{font-size:16px;font-weight:600;color:#52606d}
  dl{margin:20px 0;padding:16px;border:1px dashed #cbd2d9;border-radius:12px;display:grid;gap:8px}
  dl div{display:flex;justify-content:space-between;gap:16px;flex-wrap:wrap}
  dt{color:#52606d;font-size:14px} dd{margin:0;font-weight:600;overflow-wrap:anywhere}
  .note{font-size:14px;color:#52606d;margin:0 0 20px}
  .actions{display:grid;gap:12px}
  button{font:inherit;font-weight:700;min-height:48px;border-radius:999px;border:2px solid #1d7a46;cursor:pointer;width:100%}
  .pay{background:#1d7a46;color:#fff}
  .fail{background:#fff;color:#b3261e;border-color:#b3261e}
  button:focus-visible{outline:3px solid #e8663d;outline-offset:2px}
`;

function document(title: string, nonce: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header><strong>PayU</strong><span>Sandbox · no card is charged</span></header>
<main>${body}</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
}

export interface PaymentPageFields {
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
}

/**
 * As the visitor leaves a sandbox page (a button's post, the hand-back), its history
 * entry, a POST's answer, becomes the site's page where the checkout started (`returnPath`,
 * a GET), so Back from the result page lands on that page instead of the browser's "Confirm
 * form resubmission" error. A copy restored from the back-forward cache loads that page too.
 */
function leavingScript(returnPath: string): string {
  const path = JSON.stringify(returnPath).replace(/</g, '\\u003c');
  return (
    `var returnPath=${path};` +
    "document.querySelectorAll('form').forEach(function(f){f.addEventListener('submit',function(){history.replaceState(null,'',returnPath);});});" +
    "addEventListener('pageshow',function(e){if(e.persisted)location.replace(returnPath);});"
  );
}

export function paymentPage(fields: PaymentPageFields, nonce: string, returnPath?: string): string {
  const rupees = Number(fields.amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const button = (outcome: 'success' | 'failure', label: string, className: string) => `
    <form method="post" action="${paymentCalls.sandboxComplete.path}">
      ${hiddenInputs({ txnid: fields.txnid, outcome })}
      <button type="submit" class="${className}">${label}</button>
    </form>`;
  return document(
    `Pay ${site.brandName} - PayU sandbox`,
    nonce,
    `<section class="card" aria-labelledby="pay-title">
      <h1 id="pay-title">Complete your payment</h1>
      <p class="merchant">to <strong>${escapeHtml(site.brandName)}</strong></p>
      <p class="amount"><small>INR</small> ₹${escapeHtml(rupees)}</p>
      <dl>
        <div><dt>Product</dt><dd>${escapeHtml(fields.productinfo)}</dd></div>
        <div><dt>Name</dt><dd>${escapeHtml(fields.firstname)}</dd></div>
        <div><dt>E-mail</dt><dd>${escapeHtml(fields.email)}</dd></div>
        <div><dt>Transaction ID</dt><dd>${escapeHtml(fields.txnid)}</dd></div>
      </dl>
      <p class="note">This sandbox plays PayU's hosted checkout for testing. Choose how the payment ends.</p>
      <div class="actions">
        ${button('success', 'Pay now', 'pay')}
        ${button('failure', 'Fail payment', 'fail')}
      </div>
    </section>`,
    returnPath ? leavingScript(returnPath) : '',
  );
}

/** Posts `fields` to `action` at once (a button does it where scripts are off). */
export function handBackPage(action: string, fields: Record<string, string>, nonce: string, returnPath?: string): string {
  return document(
    `Returning to ${site.brandName}`,
    nonce,
    `<section class="card" aria-labelledby="back-title">
      <h1 id="back-title">Returning you to ${escapeHtml(site.brandName)}…</h1>
      <form id="hand-back" method="post" action="${escapeHtml(action)}">
        ${hiddenInputs(fields)}
        <p class="note">If nothing happens, continue here.</p>
        <button type="submit" class="pay">Continue</button>
      </form>
    </section>`,
    `${returnPath ? leavingScript(returnPath) : ''}document.getElementById('hand-back').requestSubmit();`,
  );
}
