/** Every schema compiles with the product's Ajv set-up, and request and response schemas keep their roles. */
import type { AnySchema } from 'ajv';
import {
  allCalls,
  callbackForm,
  checkoutForm,
  createAjv,
  createUserForm,
  enquiryForm,
  loginForm,
  packageForm,
  quickContactForm,
  retreatBookingForm,
  servicePrefixes,
} from '../src';

const forms = { packageForm, createUserForm, loginForm, quickContactForm, enquiryForm, callbackForm, checkoutForm, retreatBookingForm };

/** Every sub-schema of `schema` (objects only), depth first. */
function* walk(schema: unknown): Generator<Record<string, unknown>> {
  if (schema === null || typeof schema !== 'object') return;
  if (Array.isArray(schema)) {
    for (const item of schema) yield* walk(item);
    return;
  }
  const node = schema as Record<string, unknown>;
  yield node;
  for (const value of Object.values(node)) yield* walk(value);
}

describe('schemas', () => {
  const ajv = createAjv();

  it.each(allCalls.map((c) => [c.id, c] as const))('%s compiles', (_id, call) => {
    const { response, ...request } = call.schema;
    for (const schema of [...Object.values(request), ...Object.values(response)]) {
      expect(() => ajv.compile(schema as AnySchema)).not.toThrow();
    }
  });

  it.each(Object.entries(forms))('%s compiles', (_name, schema) => {
    expect(() => ajv.compile(schema as AnySchema)).not.toThrow();
  });

  it('keeps messages and closed objects out of response schemas', () => {
    // The health answer (common.ts, owned by the platform) is closed on purpose and checked by the services.
    for (const call of allCalls.filter((c) => !c.id.endsWith('.health'))) {
      for (const node of walk(call.schema.response)) {
        expect([call.id, 'errorMessage' in node, node.additionalProperties === false]).toEqual([call.id, false, false]);
      }
    }
  });

  it('refuses unknown fields in every request except the open provider and multipart bodies', () => {
    const open = new Set([
      'payment.success',
      'payment.failure',
      'payment.sandboxPay',
      'catalogue.createPackage',
      'catalogue.updatePackage',
    ]);
    for (const call of allCalls) {
      // Headers stay open: every request carries many (host, user-agent…) that no call names.
      const { response: _response, headers: _headers, ...request } = call.schema;
      for (const [part, schema] of Object.entries(request)) {
        const closed = (schema as { additionalProperties?: unknown }).additionalProperties === false;
        expect([call.id, part, closed]).toEqual([call.id, part, !(part === 'body' && open.has(call.id))]);
      }
    }
  });

  it('answers 400 from every call that validates input', () => {
    for (const call of allCalls) {
      const { response, ...request } = call.schema;
      if (Object.keys(request).length > 0) expect([call.id, '400' in response]).toEqual([call.id, true]);
    }
  });

  it('declares non-JSON answers for the provider returns, the sandbox pages, the artwork, its previews and the sitemap', () => {
    const produced = Object.fromEntries(allCalls.filter((c) => c.produces).map((c) => [c.id, c.produces]));
    expect(produced).toEqual({
      'payment.success': 'redirect',
      'payment.failure': 'redirect',
      'payment.sandboxPay': 'text/html',
      'payment.sandboxComplete': 'text/html',
      'catalogue.image': 'image/svg+xml',
      'catalogue.ogImage': 'image/png',
      'catalogue.sitemap': 'application/xml',
      'catalogue.sitemapPart': 'application/xml',
      'bookings.export': 'text/csv',
      'leads.export': 'text/csv',
    });
  });

  it('gives every /api prefix and site-root call prefix one owning service', () => {
    expect(servicePrefixes()).toEqual({
      '/api/catalogue': 'catalogue',
      '/api/leads': 'leads',
      '/api/auth': 'auth',
      '/api/payment': 'payment',
      '/api/packages': 'catalogue',
      '/api/deals': 'catalogue',
      '/api/destinations': 'catalogue',
      '/api/holiday_types': 'catalogue',
      '/api/inclusions': 'catalogue',
      '/api/exclusions': 'catalogue',
      '/api/images': 'catalogue',
      '/api/regions': 'catalogue',
      '/api/requests': 'leads',
      '/api/inventory': 'payment',
      '/api/audit': 'auth',
      '/api/og': 'catalogue',
      // The sitemap lives at the site's root (SITE_ROOT_CALL_PREFIXES): the gateway routes it all the same.
      '/sitemap.xml': 'catalogue',
      '/sitemaps': 'catalogue',
    });
  });
});
