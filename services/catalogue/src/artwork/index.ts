/** Generated SVG artwork: a file name in, a deterministic poster out (see ./names.ts for the names). */
import { resolveArtwork } from './names';
import { renderPaymentTerms } from './payment-terms';
import { renderPoster } from './poster';

export { IMAGE_PATH, imageUrl } from './names';

export type ArtworkResult = { status: 200; svg: string } | { status: 400 | 404; message: string };

export function renderArtwork(file: string): ArtworkResult {
  const request = resolveArtwork(file);
  switch (request.kind) {
    case 'poster':
      return { status: 200, svg: renderPoster(request.spec) };
    case 'paymentTerms':
      return { status: 200, svg: renderPaymentTerms() };
    case 'malformed':
      return { status: 400, message: 'An image name is lower-case words joined by dashes, ending in .svg' };
    case 'unknown':
      return { status: 404, message: `No artwork called ${file}` };
  }
}
