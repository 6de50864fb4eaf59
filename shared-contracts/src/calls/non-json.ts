/**
 * Response schemas of the few calls whose answer is not JSON (`produces` in the contract).
 * Fastify sends a string reply with a non-JSON content type as it is, so these only document.
 */

/** A page (the sandbox provider's) or an SVG document. */
export const documentResponse = { type: 'string' } as const;

/** A redirect (303 See Other): no body; the Location header names the next page. */
export const redirectResponse = { type: 'null', description: 'No body; see the Location header' } as const;

/** Image bytes (a PNG). */
export const binaryResponse = { type: 'string', contentMediaType: 'image/png' } as const;

/** A CSV download (text/csv; charset=utf-8, with a file name in Content-Disposition). */
export const csvResponse = { type: 'string', contentMediaType: 'text/csv' } as const;
