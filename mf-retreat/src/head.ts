/**
 * The heads of the retreat's pages: the retreat page for search results and link previews
 * (a Product with its rooms' prices in rupees), and the checkout and result pages kept out
 * of search (they belong to one guest's booking).
 */
import type { InventoryItem } from '@agency/contracts';
import type { PageHead } from '@agency/page/protocol';
import { imageFileOfUrl, ogImagePath, site } from '@agency/site';
import { paths } from './paths';
import { hero } from './retreat/content';
import { roomCards } from './retreat/rooms';

/** The hero poster as a 1200×630 PNG (link previews show raster images only). */
function previewImagePath(imageUrl: string): string | undefined {
  const file = imageFileOfUrl(imageUrl);
  return file ? ogImagePath(file) : undefined;
}

export function retreatHead(origin: string, inventory: readonly InventoryItem[] | undefined): PageHead {
  const url = new URL(paths.retreat, `${origin}/`).href;
  const rooms = roomCards(inventory ?? []);
  const prices = rooms.map((room) => room.pricePerPerson);
  const available = rooms.some((room) => !room.soldOut);
  const image = previewImagePath(hero.image);
  return {
    title: `${hero.title}: ${hero.eyebrow}`,
    description: hero.lead,
    canonicalPath: paths.retreat,
    imagePath: image,
    imageAlt: hero.imageAlt,
    kind: 'product',
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: hero.title,
        description: hero.lead,
        ...(image ? { image: new URL(image, `${origin}/`).href } : {}),
        brand: { '@type': 'Brand', name: site.brandName },
        offers: {
          '@type': 'AggregateOffer',
          priceCurrency: 'INR',
          lowPrice: Math.min(...prices),
          highPrice: Math.max(...prices),
          offerCount: rooms.length,
          availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
          url,
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: hero.title, item: url },
        ],
      },
    ],
  };
}

/** A step of one guest's booking: its own title, never in search results. */
export function bookingStepHead(title: string): PageHead {
  return { title, description: `${hero.title} with ${site.brandName}.`, noindex: true };
}
