/** The scene-only picture of a generated poster's URL; other images are left as they are. */
import { artworkSceneUrl } from '../src';

describe('artworkSceneUrl', () => {
  it('puts scene- before a generated poster’s name', () => {
    expect(artworkSceneUrl('/api/images/page-exclusive-deals.svg')).toBe('/api/images/scene-page-exclusive-deals.svg');
    expect(artworkSceneUrl('https://example.test/api/images/country-thailand.svg')).toBe(
      'https://example.test/api/images/scene-country-thailand.svg',
    );
  });

  it('leaves a scene, an upload and a photo as they are', () => {
    for (const url of [
      '/api/images/scene-country-thailand.svg',
      '/api/images/upload-0123456789abcdef0123456789abcdef.jpg',
      '/api/images/photo-0123456789abcdef0123456789abcdef-1600x1067-1f2e3d.webp',
    ])
      expect(artworkSceneUrl(url)).toBe(url);
  });
});
