import type { HomePlace } from '@agency/contracts';
import { Eye, EyeOff, Home } from 'lucide-react';
import { kit } from '../../kit';
import { DRAFT_BADGE, homePlaceBadge, PUBLISH, PUBLISHED_BADGE, UNPUBLISH } from '../../messages';
import styles from './Publishing.module.css';

/** A package's state in the staff list: Draft or Published, and where the home page shows it. */
export function StatusBadges({ published, homePlaces }: { published: boolean; homePlaces: readonly HomePlace[] }) {
  return (
    <span className={styles.badges}>
      <span className={published ? `${kit.badge} ${kit.good}` : `${kit.badge} ${kit.spent} ${styles.draft}`}>
        {published ? PUBLISHED_BADGE : DRAFT_BADGE}
      </span>
      {homePlaces.map((place) => (
        <span key={place} className={`${kit.badge} ${kit.calm}`}>
          <Home size={12} aria-hidden="true" />
          {homePlaceBadge(place)}
        </span>
      ))}
    </span>
  );
}

interface PublishProps {
  published: boolean;
  packageName: string;
  busy: boolean;
  onClick: () => void;
}

/** Publish a draft, or unpublish (make a draft of) a published package. */
export function PublishButton({ published, packageName, busy, onClick }: PublishProps) {
  const label = published ? UNPUBLISH : PUBLISH;
  return (
    <button
      type="button"
      className={published ? kit.rowButton : styles.publish}
      aria-label={`${label} ${packageName}`}
      disabled={busy}
      onClick={onClick}
    >
      {published ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
      {label}
    </button>
  );
}
