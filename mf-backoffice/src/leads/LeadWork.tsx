import { LEAD_OVERRIDE_ROLES, type Lead, leadsCalls, PUBLIC_HANDLER } from '@agency/contracts';
import kit from '../kit/kit.module.css';
import { LEAD_WORK_TEXTS } from '../messages';
import { mayCall } from '../session/mayCall';
import { useVerifiedSession } from '../session/VerifiedSession';
import work from './LeadWork.module.css';
import { useLeadActivityQuery } from './leadWorkApi';
import type { LeadRowAction } from './tabs';
import { FollowUp } from './work/FollowUp';
import { HistoryList } from './work/HistoryList';
import { Notes } from './work/Notes';
import { Reassign } from './work/Reassign';
import { Repeats } from './work/Repeats';
import { reasonOf } from './work/WorkSection';

interface Props {
  lead: Lead;
  /** What the details offer on this request (its holder works it: 'work'). */
  rowAction: LeadRowAction;
  /** Opens another request (a possible repeat) in the details. */
  onOpenLead(lead: Lead): void;
}

/**
 * The lead work in a request's details: its follow-up date, its possible repeats, its
 * notes and its history, and a reassignment by an administrator or a manager. A deleted
 * request shows them without offering changes.
 */
export function LeadWork({ lead, rowAction, onOpenLead }: Props) {
  const activity = useLeadActivityQuery(lead.id, { pollingInterval: 10_000, refetchOnMountOrArgChange: true });
  const { role } = useVerifiedSession();
  const open = lead.Status !== 'Deleted';

  if (!activity.data) {
    if (activity.isError) {
      return (
        <div className={work.state}>
          <p className={work.errorLine}>
            {LEAD_WORK_TEXTS.failed} {reasonOf(activity.error)}
          </p>
          <button type="button" className={kit.secondary} onClick={() => void activity.refetch()}>
            {LEAD_WORK_TEXTS.retry}
          </button>
        </div>
      );
    }
    return (
      <p className={work.state} role="status">
        {LEAD_WORK_TEXTS.loading}
      </p>
    );
  }
  const data = activity.data;
  const current = data.lead.id === lead.id ? data.lead : lead;
  return (
    <div className={`${kit.ruled} ${kit.stackLoose}`}>
      <FollowUp lead={current} editable={open && (rowAction === 'work' || mayCall({ access: LEAD_OVERRIDE_ROLES }, role))} />
      {data.repeats.length > 0 && <Repeats activity={data} onOpenLead={onOpenLead} />}
      <Notes lead={current} notes={data.notes} canAdd={open} />
      <HistoryList activity={data} />
      {mayCall(leadsCalls.reassign, role) && open && current.handleby !== PUBLIC_HANDLER && <Reassign lead={current} />}
    </div>
  );
}
