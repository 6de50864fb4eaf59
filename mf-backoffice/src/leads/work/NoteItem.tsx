import type { LeadNote } from '@agency/contracts';
import { Pencil } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Outcome } from '../../kit';
import kit from '../../kit/kit.module.css';
import { LEAD_WORK_TEXTS as T } from '../../messages';
import styles from '../Leads.module.css';
import work from '../LeadWork.module.css';
import { receivedAt } from '../leadFields';
import { useEditLeadNoteMutation } from '../leadWorkApi';
import { useWorkOutcome } from './WorkSection';

/** One note: its text, author and time, and Edit while its author may still change it. */
export function NoteItem({ note, editable }: { note: LeadNote; editable: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className={work.note}>
      {editing ? (
        <NoteEditor note={note} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className={work.noteText}>{note.text}</p>
          <p className={work.noteMeta}>
            <span>
              {note.author.username} · <time dateTime={note.createdAt}>{receivedAt(note.createdAt)}</time>
              {note.editedAt && ` · ${T.edited}`}
            </span>
            {editable && (
              <button
                type="button"
                className={work.textButton}
                onClick={() => setEditing(true)}
                aria-label={`${T.editNote}: ${note.text.slice(0, 40)}`}
              >
                <Pencil size={14} aria-hidden="true" />
                {T.editNote}
              </button>
            )}
          </p>
        </>
      )}
    </li>
  );
}

function NoteEditor({ note, onDone }: { note: LeadNote; onDone(): void }) {
  const id = useId();
  const [text, setText] = useState(note.text);
  const [edit, editing] = useEditLeadNoteMutation();
  const { message, settle } = useWorkOutcome();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    settle(await edit({ id: note.requestId, noteId: note.id, text }), T.noteFailed, () => {
      onDone();
      return undefined;
    });
  };
  return (
    <form className={kit.field} onSubmit={(event) => void submit(event)}>
      <label htmlFor={id}>{T.editNoteLabel}</label>
      <textarea id={id} rows={3} maxLength={2000} value={text} onChange={(event) => setText(event.target.value)} />
      <div className={kit.actions}>
        <button type="submit" className={styles.primary} disabled={editing.isLoading || !text.trim()}>
          {T.saveNote}
        </button>
        <button type="button" className={styles.plain} onClick={onDone}>
          {T.cancel}
        </button>
      </div>
      <Outcome message={message} />
    </form>
  );
}
