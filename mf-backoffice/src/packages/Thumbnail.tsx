import { pictureOfUrl } from '@agency/contracts';

interface Props {
  /** A package's image URL: an uploaded photo (variants in widths and formats) or generated artwork. */
  src: string;
  alt: string;
  /** The box it is shown in, in CSS pixels (the picture covers it). */
  width: number;
  height: number;
  lazy?: boolean;
}

/**
 * A package picture as a thumbnail: for an uploaded photo the browser picks the smallest AVIF
 * or WebP that fills the box at the screen's density (a 400 px variant, not the 1200 px one),
 * with the photo's colour behind it until it arrives.
 */
export function Thumbnail({ src, alt, width, height, lazy = false }: Props) {
  const picture = pictureOfUrl(src);
  const loading = lazy ? 'lazy' : undefined;
  if (!picture) return <img src={src} alt={alt} width={width} height={height} loading={loading} />;
  const sizes = `${width}px`;
  return (
    <picture style={{ display: 'contents' }}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        style={{ backgroundColor: picture.color }}
      />
    </picture>
  );
}
