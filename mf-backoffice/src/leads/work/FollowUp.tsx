import type { Lead } from '@agency/contracts';
import { CalendarClock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { kit, Outcome } from '../../kit';
import { LEAD_WORK_TEXTS as T } from '../../messages';
import { followUpDay, todayInIndia } from '../followUpDay';
import styles from '../Leads.module.css';
import work from '../LeadWork.module.css';
import { useSetLeadFollowUpMutation } from '../leadWorkApi';
import { useWorkOutcome, WorkSection } from './WorkSection';

/** The day to come back to a request: shown to all, set or cleared by its holder (or who may override). */
export function FollowUp({ lead, editable }: { lead: Lead; editable: boolean }) {
  const id = useId();
  const [day, setDay] = useState(lead.followUp ?? '');
  const [save, saving] = useSetLeadFollowUpMutation();
  const { message, settle, clear } = useWorkOutcome();
  const today = todayInIndia();

  const send = async (date: string | null) => {
    clear();
    settle(await save({ id: lead.id, date }), T.followUpFailed, (answer) => {
      setDay(answer.data.followUp ?? '');
      return answer.message;
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(day || null);
  };

  const planned = lead.followUp ? T.followUpOn(followUpDay(lead.followUp)) : T.followUpNone;
  return (
    <WorkSection title={T.followUpTitle} icon={<CalendarClock size={16} aria-hidden="true" />}>
      <p className={lead.followUp && lead.followUp < today && lead.Status === 'Active' ? work.overdue : work.text}>{planned}</p>
      {editable ? (
        <form className={kit.inlineForm} onSubmit={submit}>
          <div className={kit.field}>
            <label htmlFor={id}>{T.followUpLabel}</label>
            <input id={id} type="date" min={today} value={day} required onChange={(event) => setDay(event.target.value)} />
          </div>
          <button type="submit" className={styles.primary} disabled={saving.isLoading || !day}>
            {saving.isLoading ? T.savingFollowUp : T.saveFollowUp}
          </button>
          {lead.followUp && (
            <button type="button" className={styles.plain} disabled={saving.isLoading} onClick={() => void send(null)}>
              {T.clearFollowUp}
            </button>
          )}
        </form>
      ) : (
        lead.Status !== 'Deleted' && <p className={kit.hint}>{T.followUpHolderOnly}</p>
      )}
      <Outcome message={message} />
    </WorkSection>
  );
}
