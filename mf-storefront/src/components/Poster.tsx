import { imageUrl } from '../paths';
import { imageLoading } from './imageLoading';
import styles from './Poster.module.css';

interface Props {
  /** Artwork name, e.g. 'banner-1' (served as /api/images/banner-1.svg). */
  name: string;
  /** The poster carries its own title; say what it shows. */
  alt: string;
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * One of the catalogue's generated travel posters (3:2). Width and height are given and the
 * frame keeps the ratio, so nothing moves while it loads.
 */
export function Poster({ name, alt, priority = false, className }: Props) {
  return (
    <img
      className={className ? `${styles.poster} ${className}` : styles.poster}
      src={imageUrl(name)}
      alt={alt}
      width={1200}
      height={800}
      {...imageLoading(priority)}
      decoding="async"
    />
  );
}
