import { ImageOff } from '@agency/ui/icons';
import { PHOTO_SIZES, Photo } from '../components/Photo';
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
          <Photo
            className={styles.galleryImage}
            src={src}
            alt={`${title}, picture ${index + 1} of ${images.length}`}
            sizes={PHOTO_SIZES.gallery}
            priority={index === 0}
          />
        ),
      }))}
    />
  );
}
