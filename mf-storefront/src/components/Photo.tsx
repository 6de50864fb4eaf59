import { pictureOfUrl } from '@agency/contracts';
import { imageLoading } from './imageLoading';
import styles from './Photo.module.css';

/** How wide each kind of picture is shown, for the browser to pick a width before layout. */
export const PHOTO_SIZES = {
  /** The package list's card image: the card's full width on a phone, a fixed column beside it from 576 px. */
  resultCard: '(max-width: 575.98px) 100vw, (max-width: 991.98px) 220px, 280px',
  /** The home rows' cards and the deal tiles. */
  dealCard: '(max-width: 575.98px) 85vw, 300px',
  /** The detail page's gallery: the content column, at most 1200 px. */
  gallery: '(max-width: 1200px) 100vw, 1200px',
} as const;

interface Props {
  /** An image URL of a package: an uploaded photo (AVIF/WebP/fallback in widths) or generated artwork (SVG, shown as it is). */
  src: string;
  alt: string;
  sizes: string;
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A package's picture. An uploaded photo comes as <picture>: AVIF, then WebP, then its own
 * format, each in the widths stored, with its own width and height and its dominant colour
 * behind it until it arrives, so nothing moves. Artwork is one SVG that scales (3:2).
 */
export function Photo({ src, alt, sizes, priority = false, className }: Props) {
  const picture = pictureOfUrl(src);
  const loading = imageLoading(priority);
  if (!picture) return <img className={className} src={src} alt={alt} width={1200} height={800} {...loading} decoding="async" />;
  return (
    <picture className={styles.picture}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={sizes}
        alt={alt}
        width={picture.width}
        height={picture.height}
        style={{ backgroundColor: picture.color }}
        {...loading}
        decoding="async"
      />
    </picture>
  );
}
