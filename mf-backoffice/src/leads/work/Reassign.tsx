import type { Lead } from '@agency/contracts';
import { UserRoundCog } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useStaffDirectoryQuery } from '../../admin/accountsApi';
import { kit, Outcome } from '../../kit';
import { LEAD_WORK_TEXTS as T } from '../../messages';
import work from '../LeadWork.module.css';
import { useReassignLeadMutation } from '../leadWorkApi';
import { useWorkOutcome, WorkSection } from './WorkSection';

/** The active accounts a request can go to (suspended ones are not offered, nor accepted by the service). */
export function Reassign({ lead }: { lead: Lead }) {
  const id = useId();
  const users = useStaffDirectoryQuery();
  const [chosen, setChosen] = useState('');
  const [reassign, reassigning] = useReassignLeadMutation();
  const { message, settle, clear } = useWorkOutcome();
  const others = (users.data ?? []).filter((user) => user._id !== lead.handleby_id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const to = others.find((user) => String(user._id) === chosen);
    if (!to) return;
    clear();
    settle(await reassign({ id: lead.id, to: { id: to._id, username: to.username } }), T.reassignFailed, (answer) => {
      setChosen('');
      return `${answer.message}: ${answer.data.handleby}`;
    });
  };

  return (
    <WorkSection title={T.reassignTitle} icon={<UserRoundCog size={16} aria-hidden="true" />}>
      {users.isError ? (
        <div className={work.state}>
          <p role="alert" className={work.errorLine}>
            {T.reassignUsersFailed}
          </p>
          <button type="button" className={kit.secondary} onClick={() => void users.refetch()}>
            {T.retry}
          </button>
        </div>
      ) : (
        <form className={kit.inlineForm} onSubmit={(event) => void submit(event)}>
          <div className={kit.field}>
            <label htmlFor={id}>{T.reassignLabel}</label>
            <select id={id} value={chosen} required disabled={!users.data} onChange={(event) => setChosen(event.target.value)}>
              <option value="">{T.reassignChoose}</option>
              {others.map((user) => (
                <option key={user._id} value={user._id}>
                  {user.username} ({user.role})
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={kit.secondary} disabled={reassigning.isLoading || !chosen}>
            {reassigning.isLoading ? T.reassigning : T.reassign}
          </button>
        </form>
      )}
      <Outcome message={message} />
    </WorkSection>
  );
}
