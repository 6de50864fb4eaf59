import { LEAD_OVERRIDE_ROLES, type Lead, type LeadActivity, type LeadNote, leadsCalls, PUBLIC_HANDLER } from '@agency/contracts';
import { CalendarClock, Copy, History, NotebookPen, Pencil, UserRoundCog } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useStaffDirectoryQuery } from '../admin/accountsApi';
import { failureMessageOf, isNetworkError } from '../api';
import { Outcome, type OutcomeMessage } from '../kit/Outcome';
import { historyWords, LEAD_WORK_TEXTS, leadActionFailed, SERVER_UNREACHABLE } from '../messages';
import { mayCall } from '../session/mayCall';
import { useVerifiedSession } from '../session/VerifiedSession';
import { followUpDay, todayInIndia } from './followUpDay';
import styles from './Leads.module.css';
import work from './LeadWork.module.css';
import { clientName, receivedAt, statusWord } from './leadFields';
import {
  useAddLeadNoteMutation,
  useEditLeadNoteMutation,
  useLeadActivityQuery,
  useReassignLeadMutation,
  useSetLeadFollowUpMutation,
} from './leadWorkApi';
import type { LeadRowAction } from './tabs';

interface Props {
  lead: Lead;
  /** What the details offer on this request (its holder works it: 'work'). */
  rowAction: LeadRowAction;
  /** Opens another request (a possible repeat) in the details. */
  onOpenLead(lead: Lead): void;
}

/** A failed call in words: the server's reason, or that it could not be reached. */
function reasonOf(error: unknown): string {
  return isNetworkError(error as never) ? SERVER_UNREACHABLE : failureMessageOf(error as never);
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
          <button type="button" className={styles.secondary} onClick={() => void activity.refetch()}>
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
  const data: LeadActivity = activity.data;
  const current = data.lead.id === lead.id ? data.lead : lead;
  return (
    <div className={work.work}>
      <FollowUp lead={current} editable={open && (rowAction === 'work' || mayCall({ access: LEAD_OVERRIDE_ROLES }, role))} />
      {data.repeats.length > 0 && <Repeats activity={data} onOpenLead={onOpenLead} />}
      <Notes lead={current} notes={data.notes} canAdd={open} />
      <HistoryList activity={data} />
      {mayCall(leadsCalls.reassign, role) && open && current.handleby !== PUBLIC_HANDLER && <Reassign lead={current} />}
    </div>
  );
}

function Section({ title, icon, children }: { title: string; icon: React.ReactNode; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={`${styles.groupTitle} ${work.sectionTitle}`}>
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function FollowUp({ lead, editable }: { lead: Lead; editable: boolean }) {
  const id = useId();
  const [day, setDay] = useState(lead.followUp ?? '');
  const [save, saving] = useSetLeadFollowUpMutation();
  const [message, setMessage] = useState<OutcomeMessage | null>(null);
  const today = todayInIndia();

  const send = async (date: string | null) => {
    setMessage(null);
    const result = await save({ id: lead.id, date });
    if ('error' in result) setMessage({ tone: 'error', text: leadActionFailed(LEAD_WORK_TEXTS.followUpFailed, reasonOf(result.error)) });
    else {
      setDay(result.data.data.followUp ?? '');
      setMessage({ tone: 'success', text: result.data.message });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(day || null);
  };

  const planned = lead.followUp ? LEAD_WORK_TEXTS.followUpOn(followUpDay(lead.followUp)) : LEAD_WORK_TEXTS.followUpNone;
  return (
    <Section title={LEAD_WORK_TEXTS.followUpTitle} icon={<CalendarClock size={16} aria-hidden="true" />}>
      <p className={lead.followUp && lead.followUp < today && lead.Status === 'Active' ? work.overdue : work.text}>{planned}</p>
      {editable ? (
        <form className={work.inlineForm} onSubmit={submit}>
          <div className={work.field}>
            <label htmlFor={id}>{LEAD_WORK_TEXTS.followUpLabel}</label>
            <input id={id} type="date" min={today} value={day} required onChange={(event) => setDay(event.target.value)} />
          </div>
          <button type="submit" className={styles.primary} disabled={saving.isLoading || !day}>
            {saving.isLoading ? LEAD_WORK_TEXTS.savingFollowUp : LEAD_WORK_TEXTS.saveFollowUp}
          </button>
          {lead.followUp && (
            <button type="button" className={styles.plain} disabled={saving.isLoading} onClick={() => void send(null)}>
              {LEAD_WORK_TEXTS.clearFollowUp}
            </button>
          )}
        </form>
      ) : (
        lead.Status !== 'Deleted' && <p className={work.hint}>{LEAD_WORK_TEXTS.followUpHolderOnly}</p>
      )}
      <Outcome message={message} />
    </Section>
  );
}

function Repeats({ activity, onOpenLead }: { activity: LeadActivity; onOpenLead(lead: Lead): void }) {
  return (
    <Section title={LEAD_WORK_TEXTS.repeatsTitle} icon={<Copy size={16} aria-hidden="true" />}>
      <p className={work.text}>{LEAD_WORK_TEXTS.repeatsLead}</p>
      <ul className={work.items}>
        {activity.repeats.map(({ lead, matchedOn }) => (
          <li key={lead.id} className={work.item}>
            <div>
              <strong>{clientName(lead)}</strong>
              <span className={styles.sub}>
                {receivedAt(lead.timestamp)} · {statusWord(lead.Status)} · {lead.handleby} ·{' '}
                {LEAD_WORK_TEXTS.matchedOn(matchedOn.map((field) => (field === 'email' ? 'e-mail' : field)))}
              </span>
            </div>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => onOpenLead(lead)}
              aria-label={LEAD_WORK_TEXTS.openRepeat(`${clientName(lead)} (request ${lead.id})`)}
            >
              Open
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Notes({ lead, notes, canAdd }: { lead: Lead; notes: LeadNote[]; canAdd: boolean }) {
  const id = useId();
  const { username } = useVerifiedSession();
  const [text, setText] = useState('');
  const [add, adding] = useAddLeadNoteMutation();
  const [message, setMessage] = useState<OutcomeMessage | null>(null);
  const [editing, setEditing] = useState<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const result = await add({ id: lead.id, text });
    if ('error' in result) setMessage({ tone: 'error', text: leadActionFailed(LEAD_WORK_TEXTS.noteFailed, reasonOf(result.error)) });
    else {
      setText('');
      setMessage({ tone: 'success', text: result.data.message });
    }
  };

  const now = Date.now();
  return (
    <Section title={LEAD_WORK_TEXTS.notesTitle} icon={<NotebookPen size={16} aria-hidden="true" />}>
      {notes.length === 0 ? (
        <p className={work.text}>{LEAD_WORK_TEXTS.noNotes}</p>
      ) : (
        <ul className={work.items} aria-label={LEAD_WORK_TEXTS.notesTitle}>
          {notes.map((note) => (
            <li key={note.id} className={work.note}>
              {editing === note.id ? (
                <NoteEditor note={note} onDone={() => setEditing(null)} />
              ) : (
                <>
                  <p className={work.noteText}>{note.text}</p>
                  <p className={work.noteMeta}>
                    <span>
                      {note.author.username} · <time dateTime={note.createdAt}>{receivedAt(note.createdAt)}</time>
                      {note.editedAt && ` · ${LEAD_WORK_TEXTS.edited}`}
                    </span>
                    {canAdd && note.author.username === username && Date.parse(note.editableUntil) > now && (
                      <button
                        type="button"
                        className={work.textButton}
                        onClick={() => setEditing(note.id)}
                        aria-label={`${LEAD_WORK_TEXTS.editNote}: ${note.text.slice(0, 40)}`}
                      >
                        <Pencil size={14} aria-hidden="true" />
                        {LEAD_WORK_TEXTS.editNote}
                      </button>
                    )}
                  </p>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {canAdd && (
        <form className={work.noteForm} onSubmit={(event) => void submit(event)}>
          <label htmlFor={id}>{LEAD_WORK_TEXTS.noteLabel}</label>
          <textarea id={id} rows={3} maxLength={2000} value={text} onChange={(event) => setText(event.target.value)} />
          <div>
            <button type="submit" className={styles.primary} disabled={adding.isLoading || !text.trim()}>
              {adding.isLoading ? LEAD_WORK_TEXTS.addingNote : LEAD_WORK_TEXTS.addNote}
            </button>
          </div>
        </form>
      )}
      <Outcome message={message} />
    </Section>
  );
}

function NoteEditor({ note, onDone }: { note: LeadNote; onDone(): void }) {
  const id = useId();
  const [text, setText] = useState(note.text);
  const [edit, editing] = useEditLeadNoteMutation();
  const [message, setMessage] = useState<OutcomeMessage | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await edit({ id: note.requestId, noteId: note.id, text });
    if ('error' in result) setMessage({ tone: 'error', text: leadActionFailed(LEAD_WORK_TEXTS.noteFailed, reasonOf(result.error)) });
    else onDone();
  };
  return (
    <form className={work.noteForm} onSubmit={(event) => void submit(event)}>
      <label htmlFor={id}>{LEAD_WORK_TEXTS.editNoteLabel}</label>
      <textarea id={id} rows={3} maxLength={2000} value={text} onChange={(event) => setText(event.target.value)} />
      <div className={work.inlineActions}>
        <button type="submit" className={styles.primary} disabled={editing.isLoading || !text.trim()}>
          {LEAD_WORK_TEXTS.saveNote}
        </button>
        <button type="button" className={styles.plain} onClick={onDone}>
          {LEAD_WORK_TEXTS.cancel}
        </button>
      </div>
      <Outcome message={message} />
    </form>
  );
}

function HistoryList({ activity }: { activity: LeadActivity }) {
  const words = (value: string) => (value === 'Active' || value === 'Confirm' || value === 'Deleted' ? statusWord(value) : value);
  return (
    <Section title={LEAD_WORK_TEXTS.historyTitle} icon={<History size={16} aria-hidden="true" />}>
      {activity.history.length === 0 ? (
        <p className={work.text}>{LEAD_WORK_TEXTS.noHistory}</p>
      ) : (
        <ol className={work.items} aria-label={LEAD_WORK_TEXTS.historyTitle}>
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
    </Section>
  );
}

/** The active accounts a request can go to (suspended ones are not offered, nor accepted by the service). */
function Reassign({ lead }: { lead: Lead }) {
  const id = useId();
  const users = useStaffDirectoryQuery();
  const [chosen, setChosen] = useState('');
  const [reassign, reassigning] = useReassignLeadMutation();
  const [message, setMessage] = useState<OutcomeMessage | null>(null);
  const others = (users.data ?? []).filter((user) => user._id !== lead.handleby_id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const to = others.find((user) => String(user._id) === chosen);
    if (!to) return;
    setMessage(null);
    const result = await reassign({ id: lead.id, to: { id: to._id, username: to.username } });
    if ('error' in result) setMessage({ tone: 'error', text: leadActionFailed(LEAD_WORK_TEXTS.reassignFailed, reasonOf(result.error)) });
    else {
      setChosen('');
      setMessage({ tone: 'success', text: `${result.data.message}: ${result.data.data.handleby}` });
    }
  };

  return (
    <Section title={LEAD_WORK_TEXTS.reassignTitle} icon={<UserRoundCog size={16} aria-hidden="true" />}>
      {users.isError ? (
        <div className={work.state}>
          <p role="alert" className={work.errorLine}>
            {LEAD_WORK_TEXTS.reassignUsersFailed}
          </p>
          <button type="button" className={styles.secondary} onClick={() => void users.refetch()}>
            {LEAD_WORK_TEXTS.retry}
          </button>
        </div>
      ) : (
        <form className={work.inlineForm} onSubmit={(event) => void submit(event)}>
          <div className={work.field}>
            <label htmlFor={id}>{LEAD_WORK_TEXTS.reassignLabel}</label>
            <select id={id} value={chosen} required disabled={!users.data} onChange={(event) => setChosen(event.target.value)}>
              <option value="">{LEAD_WORK_TEXTS.reassignChoose}</option>
              {others.map((user) => (
                <option key={user._id} value={user._id}>
                  {user.username} ({user.role})
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={styles.secondary} disabled={reassigning.isLoading || !chosen}>
            {reassigning.isLoading ? LEAD_WORK_TEXTS.reassigning : LEAD_WORK_TEXTS.reassign}
          </button>
        </form>
      )}
      <Outcome message={message} />
    </Section>
  );
}
