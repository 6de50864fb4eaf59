/** A photo's name carries what a page needs: its variants, size and placeholder (src/photos.ts). */
import { parsePhotoFile, photoWidths, pictureOfUrl } from '../src';

const ID = '0123456789abcdef0123456789abcdef';

describe('photo names', () => {
  it('stores the standard widths below a photo and its own width, capped at 1200', () => {
    expect(photoWidths(1200)).toEqual([400, 800, 1200]);
    expect(photoWidths(1000)).toEqual([400, 800, 1000]);
    expect(photoWidths(640)).toEqual([400, 640]);
    expect(photoWidths(300)).toEqual([300]);
  });

  it('makes a <picture> of a photo URL: AVIF and WebP sources, the fallback, size and colour', () => {
    expect(pictureOfUrl(`/api/images/photo-${ID}-1000x750-2a9d8f.jpg`)).toEqual({
      width: 1000,
      height: 750,
      color: '#2a9d8f',
      sources: [
        {
          type: 'image/avif',
          srcSet: `/api/images/photo-${ID}-1000x750-2a9d8f-400.avif 400w, /api/images/photo-${ID}-1000x750-2a9d8f-800.avif 800w, /api/images/photo-${ID}-1000x750-2a9d8f-1000.avif 1000w`,
        },
        {
          type: 'image/webp',
          srcSet: `/api/images/photo-${ID}-1000x750-2a9d8f-400.webp 400w, /api/images/photo-${ID}-1000x750-2a9d8f-800.webp 800w, /api/images/photo-${ID}-1000x750-2a9d8f-1000.webp 1000w`,
        },
      ],
      src: `/api/images/photo-${ID}-1000x750-2a9d8f.jpg`,
      srcSet: `/api/images/photo-${ID}-1000x750-2a9d8f-400.jpg 400w, /api/images/photo-${ID}-1000x750-2a9d8f-800.jpg 800w, /api/images/photo-${ID}-1000x750-2a9d8f-1000.jpg 1000w`,
    });
  });

  it('offers no WebP source twice when the fallback is WebP', () => {
    expect(pictureOfUrl(`/api/images/photo-${ID}-300x200-ffffff.webp`)?.sources.map((s) => s.type)).toEqual(['image/avif']);
  });

  it('leaves artwork, old uploads, variants and anything malformed to a plain <img>', () => {
    for (const url of [
      '/api/images/country-thailand.svg',
      `/api/images/upload-${ID}.png`,
      `/api/images/photo-${ID}-1000x750-2a9d8f-400.avif`,
      `/api/images/photo-${ID}-1000x750-2a9d8f.avif`,
      `/api/images/photo-${ID}-0x750-2a9d8f.jpg`,
      `/api/images/photo-${ID.slice(1)}-1000x750-2a9d8f.jpg`,
    ])
      expect(pictureOfUrl(url)).toBeNull();
    expect(parsePhotoFile(`photo-${ID}-1000x750-2a9d8f-400.avif`)).toMatchObject({ variantWidth: 400, ext: 'avif' });
  });
});
