import styles from './Skeleton.module.css';

/**
 * The placeholders' shapes, each the size of what replaces it, so the page keeps its layout
 * (and the footer stays put) when the data arrives:
 * - deal: deal cards in a wrapping grid (home's top deals);
 * - row: deal cards in one sideways row (DealRow: country pages, home sections);
 * - wide: the deals list's result cards (PackageResultCard);
 * - tile: picture tiles in a grid (holiday types, regions).
 */
export type SkeletonShape = 'deal' | 'row' | 'wide' | 'tile';

/** Grey shapes where cards will appear, so the page keeps its layout while data loads. */
export function CardSkeletons({ count, shape }: { count: number; shape: SkeletonShape }) {
  return (
    <ul className={styles[shape]} aria-hidden="true" data-skeleton={shape}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <li key={index} className={styles[`${shape}Block`]} />
      ))}
    </ul>
  );
}

/** Lines of text still on their way. */
export function TextSkeleton({ lines }: { lines: number }) {
  return (
    <div className={styles.text} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={index} className={styles.line} />
      ))}
    </div>
  );
}
