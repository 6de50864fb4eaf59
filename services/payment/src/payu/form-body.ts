/**
 * Form-encoded bodies (what PayU and the sandbox page post), parsed for the payment
 * service's routes only: the parser is added inside the service's plugin scope.
 */
import type { FastifyInstance } from 'fastify';

/** PayU's callbacks are a few dozen short fields; 64 kB is far above them. */
const FORM_BODY_LIMIT = 64 * 1024;

export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      // Object.fromEntries defines own properties, so a field named __proto__ stays a plain field.
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
