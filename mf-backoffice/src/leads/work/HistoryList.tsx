import type { LeadActivity } from '@agency/contracts';
import { History } from 'lucide-react';
import kit from '../../kit/kit.module.css';
import { historyWords, LEAD_WORK_TEXTS as T } from '../../messages';
import work from '../LeadWork.module.css';
import { receivedAt, statusWord } from '../leadFields';
import { WorkSection } from './WorkSection';

const words = (value: string) => (value === 'Active' || value === 'Confirm' || value === 'Deleted' ? statusWord(value) : value);

/** What happened to the request: who claimed, moved or changed it, and when. */
export function HistoryList({ activity }: { activity: LeadActivity }) {
  return (
    <WorkSection title={T.historyTitle} icon={<History size={16} aria-hidden="true" />}>
      {activity.history.length === 0 ? (
        <p className={work.text}>{T.noHistory}</p>
      ) : (
        <ol className={kit.list} aria-label={T.historyTitle}>
          {activity.history.map((entry) => (
            <li key={entry.id} className={work.historyItem}>
              <time dateTime={entry.at} className={work.historyTime}>
                {receivedAt(entry.at)}
              </time>
              <span>{historyWords(entry.kind, entry.actor.username, words(entry.from), words(entry.to))}</span>
            </li>
          ))}
        </ol>
      )}
    </WorkSection>
  );
}
