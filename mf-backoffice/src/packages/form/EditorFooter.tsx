import { Save, Undo2 } from 'lucide-react';
import kitCss from '../../kit/kit.module.css';
import { Outcome, type OutcomeMessage } from '../../kit/Outcome';
import { uploadingText } from '../../messages';
import { CreatedPackage, type CreatedPackageFacts } from './CreatedPackage';
import styles from './PackageForm.module.css';

interface Props {
  progressId: string;
  outcome: OutcomeMessage | null;
  /** The package a create just saved. */
  created: CreatedPackageFacts | null;
  saving: boolean;
  /** Upload progress while saving, 0–100. */
  percent: number;
  submitLabel: string;
  onCancel?: () => void;
}

/** The save's outcome, its upload progress while it runs, and the save and cancel buttons. */
export function EditorFooter({ progressId, outcome, created, saving, percent, submitLabel, onCancel }: Props) {
  return (
    <div className={styles.footer}>
      <Outcome message={outcome} />
      {created && <CreatedPackage created={created} />}
      {saving && (
        <div className={styles.progress}>
          <label htmlFor={progressId}>{uploadingText(percent)}</label>
          <progress id={progressId} max={100} value={percent}>
            {percent}%
          </progress>
        </div>
      )}
      <div className={kitCss.actions}>
        <button type="submit" className={kitCss.primary} disabled={saving}>
          <Save size={18} aria-hidden="true" />
          {saving ? 'Saving...' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={kitCss.secondary} onClick={onCancel} disabled={saving}>
            <Undo2 size={18} aria-hidden="true" />
            Cancel
          </button>
        )}
      </div>
    </div>
  );
}
