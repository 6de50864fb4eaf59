import type { Lead, LeadActivity } from '@agency/contracts';
import { Copy } from 'lucide-react';
import kit from '../../kit/kit.module.css';
import { LEAD_WORK_TEXTS as T } from '../../messages';
import work from '../LeadWork.module.css';
import { clientName, receivedAt, statusWord } from '../leadFields';
import { WorkSection } from './WorkSection';

/** Other requests from the same person (matched on e-mail or phone), each opened in the details. */
export function Repeats({ activity, onOpenLead }: { activity: LeadActivity; onOpenLead(lead: Lead): void }) {
  return (
    <WorkSection title={T.repeatsTitle} icon={<Copy size={16} aria-hidden="true" />}>
      <p className={work.text}>{T.repeatsLead}</p>
      <ul className={kit.list}>
        {activity.repeats.map(({ lead, matchedOn }) => (
          <li key={lead.id} className={`${kit.listRow} ${work.item}`}>
            <div>
              <strong>{clientName(lead)}</strong>
              <span className={kit.sub}>
                {receivedAt(lead.timestamp)} · {statusWord(lead.Status)} · {lead.handleby} ·{' '}
                {T.matchedOn(matchedOn.map((field) => (field === 'email' ? 'e-mail' : field)))}
              </span>
            </div>
            <button
              type="button"
              className={kit.secondary}
              onClick={() => onOpenLead(lead)}
              aria-label={T.openRepeat(`${clientName(lead)} (request ${lead.id})`)}
            >
              Open
            </button>
          </li>
        ))}
      </ul>
    </WorkSection>
  );
}
