import styles from './Skeleton.module.css';

/** Grey shapes where cards will appear, so the page keeps its layout while data loads. */
export function CardSkeletons({ count, shape }: { count: number; shape: 'deal' | 'wide' | 'tile' }) {
  return (
    <ul className={`${styles.list} ${styles[shape]}`} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.block} />
      ))}
    </ul>
  );
}

/** Lines of text still on their way. */
export function TextSkeleton({ lines }: { lines: number }) {
  return (
    <div className={styles.text} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={styles.line} />
      ))}
    </div>
  );
}
