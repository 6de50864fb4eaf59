import type { Lead, LeadNote } from '@agency/contracts';
import { NotebookPen } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Outcome } from '../../kit';
import kit from '../../kit/kit.module.css';
import { LEAD_WORK_TEXTS as T } from '../../messages';
import { useVerifiedSession } from '../../session/VerifiedSession';
import styles from '../Leads.module.css';
import work from '../LeadWork.module.css';
import { useAddLeadNoteMutation } from '../leadWorkApi';
import { NoteItem } from './NoteItem';
import { useWorkOutcome, WorkSection } from './WorkSection';

/** The request's notes, and a new one while the request is open. */
export function Notes({ lead, notes, canAdd }: { lead: Lead; notes: LeadNote[]; canAdd: boolean }) {
  const id = useId();
  const { username } = useVerifiedSession();
  const [text, setText] = useState('');
  const [add, adding] = useAddLeadNoteMutation();
  const { message, settle, clear } = useWorkOutcome();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    settle(await add({ id: lead.id, text }), T.noteFailed, (answer) => {
      setText('');
      return answer.message;
    });
  };

  const now = Date.now();
  return (
    <WorkSection title={T.notesTitle} icon={<NotebookPen size={16} aria-hidden="true" />}>
      {notes.length === 0 ? (
        <p className={work.text}>{T.noNotes}</p>
      ) : (
        <ul className={kit.list} aria-label={T.notesTitle}>
          {notes.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              editable={canAdd && note.author.username === username && Date.parse(note.editableUntil) > now}
            />
          ))}
        </ul>
      )}
      {canAdd && (
        <form className={kit.field} onSubmit={(event) => void submit(event)}>
          <label htmlFor={id}>{T.noteLabel}</label>
          <textarea id={id} rows={3} maxLength={2000} value={text} onChange={(event) => setText(event.target.value)} />
          <div>
            <button type="submit" className={styles.primary} disabled={adding.isLoading || !text.trim()}>
              {adding.isLoading ? T.addingNote : T.addNote}
            </button>
          </div>
        </form>
      )}
      <Outcome message={message} />
    </WorkSection>
  );
}
