import kitCss from '../../kit/kit.module.css';
import { Thumbnail } from '../Thumbnail';
import { FieldError, type FieldKit } from './fieldKit';
import styles from './PackageForm.module.css';
import { RemovableThumb } from './RemovableThumb';

const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

interface Props {
  existing: readonly string[];
  kit: FieldKit;
  headingId: string;
  onRemove: (url: string) => void;
}

/** The images the package keeps, each removable before saving. */
export function CurrentImages({ existing, kit, headingId, onRemove }: Props) {
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.sublegend}>
        Current images ({existing.length})
      </h4>
      <FieldError kit={kit} path="existingImages" />
      {existing.length === 0 ? (
        <p className={kitCss.hint}>None yet.</p>
      ) : (
        <ul className={styles.thumbs}>
          {existing.map((url, index) => (
            <RemovableThumb key={url} removeLabel={`Remove current image ${index + 1} (${fileName(url)})`} onRemove={() => onRemove(url)}>
              <Thumbnail src={url} alt={`Current image ${index + 1}`} lazy width={160} height={120} />
            </RemovableThumb>
          ))}
        </ul>
      )}
    </section>
  );
}
