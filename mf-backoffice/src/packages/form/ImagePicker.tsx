import { PACKAGE_IMAGE_ACCEPT, PACKAGE_IMAGE_LIMITS } from '@agency/contracts';
import { ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import kitCss from '../../kit/kit.module.css';
import { CurrentImages } from './CurrentImages';
import { FieldError, type FieldKit } from './fieldKit';
import type { NewImage } from './newImages';
import styles from './PackageForm.module.css';
import { RemovableThumb } from './RemovableThumb';

interface Props {
  existing: readonly string[];
  images: readonly NewImage[];
  /** Files the form did not take, and why. */
  refusals: readonly string[];
  kit: FieldKit;
  onRemoveExisting: (url: string) => void;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/** The package's images: those it keeps and the newly chosen ones, shown apart, each removable before saving. */
export function ImagePicker({ existing, images, refusals, kit, onRemoveExisting, onAdd, onRemove }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = kit.idOf('images');
  return (
    <div className={styles.images}>
      <CurrentImages existing={existing} kit={kit} headingId={`${inputId}-existing`} onRemove={onRemoveExisting} />

      <section aria-labelledby={`${inputId}-new`}>
        <h4 id={`${inputId}-new`} className={styles.sublegend}>
          New images ({images.length})
        </h4>
        {images.length > 0 && (
          <ul className={styles.thumbs}>
            {images.map((image, index) => (
              <RemovableThumb
                key={image.key}
                removeLabel={`Remove new image ${index + 1} (${image.file.name})`}
                onRemove={() => onRemove(image.key)}
              >
                <img src={image.url} alt={`New image ${index + 1}: ${image.file.name}`} width={160} height={120} />
              </RemovableThumb>
            ))}
          </ul>
        )}
        <input
          ref={input}
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={PACKAGE_IMAGE_ACCEPT}
          multiple
          aria-describedby={`${inputId}-hint${kit.errorOf('images') ? ` ${inputId}-error` : ''}`}
          onChange={(event) => {
            onAdd([...(event.target.files ?? [])]);
            // The same file may be chosen again after it was removed.
            if (input.current) input.current.value = '';
          }}
        />
        <label htmlFor={inputId} className={styles.upload}>
          <ImagePlus size={20} aria-hidden="true" />
          <span>Choose images</span>
        </label>
        <p id={`${inputId}-hint`} className={kitCss.hint}>
          JPEG, PNG, WebP or GIF, up to {PACKAGE_IMAGE_LIMITS.maxFileBytes / (1024 * 1024)} MB each and{' '}
          {PACKAGE_IMAGE_LIMITS.maxFilesPerSave} at a time.
        </p>
        <FieldError kit={kit} path="images" />
        {refusals.length > 0 && (
          <ul className={styles.refusals} role="alert">
            {refusals.map((refusal) => (
              <li key={refusal}>{refusal}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
