import { ImageOff } from 'lucide-react';
import { imageLoading } from '../components/imageLoading';
import { Slider } from '../components/Slider';
import { NO_IMAGES } from '../messages';
import styles from './PackageDetail.module.css';

/** The detail page's banner gallery: the package's pictures in a slider, or 'No Images Available'. */
export function Gallery({ images, title }: { images: readonly string[]; title: string }) {
  if (images.length === 0) {
    return (
      <div className={styles.noImages}>
        <ImageOff size={32} aria-hidden="true" />
        <p>{NO_IMAGES}</p>
      </div>
    );
  }
  return (
    <Slider
      label={`Pictures of ${title}`}
      className={styles.gallery}
      slides={images.map((src, index) => ({
        key: `${index}-${src}`,
        content: (
          <img
            className={styles.galleryImage}
            src={src}
            alt={`${title}, picture ${index + 1} of ${images.length}`}
            width={1200}
            height={800}
            {...imageLoading(index === 0)}
            decoding="async"
          />
        ),
      }))}
    />
  );
}
