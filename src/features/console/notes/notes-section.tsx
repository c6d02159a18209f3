import { type FormEvent, useState } from 'react'
import { noteMessages, noteRule } from '../../../contracts/notes'
import { checkField } from '../../../contracts/text'
import { ConsoleRequestError, failureMessage } from '../console-api'
import styles from '../console.module.css'
import { ConfirmDialog } from '../parts/confirm-dialog'
import { formatWhen } from '../parts/formatting'
import { LoadState } from '../parts/load-state'
import { useNotice } from '../parts/notice'
import { TextField } from '../parts/text-field'
import pipelineStyles from '../pipeline/pipeline.module.css'
import { useConsoleAction, useConsoleData } from '../use-console-data'
import { addNote, deleteNote, fetchNotes } from './notes-api'

/** The recruiters' notes on an application: text, author, time; 'Add note'; an author deletes their own. */
export function NotesSection({ applicationId }: { applicationId: number }) {
  const notes = useConsoleData((signal) => fetchNotes(applicationId, signal), String(applicationId))
  const run = useConsoleAction()
  const { element: notice, announce } = useNotice()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = checkField(noteRule, text)
    if (!checked.ok) return setError(checked.message)
    setBusy(true)
    const result = await run(() => addNote(applicationId, checked.value))
    setBusy(false)
    if (result.ok) {
      notes.update((list) => [...list, result.value])
      setText('')
      setError(undefined)
      announce('Note added.')
    } else if (result.error instanceof ConsoleRequestError && result.error.fieldErrors.body !== undefined)
      setError(result.error.fieldErrors.body)
    else announce(`The note could not be added. ${failureMessage(result.error)}`, true)
  }

  async function remove(noteId: number) {
    const result = await run(() => deleteNote(applicationId, noteId))
    if (result.ok) {
      notes.update((list) => list.filter((note) => note.id !== noteId))
      announce('Note deleted.')
    } else announce(`The note could not be deleted. ${failureMessage(result.error)}`, true)
  }

  return (
    <section className={pipelineStyles.section} aria-labelledby={`notes-${applicationId}`}>
      <h3 id={`notes-${applicationId}`}>Notes</h3>
      <LoadState state={notes.state} reload={notes.reload} what="notes">
        {(list) =>
          list.length === 0 ? (
            <p className={styles.meta}>No notes yet.</p>
          ) : (
            <ul className={pipelineStyles.entries}>
              {list.map((note) => (
                <li key={note.id}>
                  <p>{note.body}</p>
                  <p className={styles.meta}>
                    {note.author_email}, {formatWhen(note.created_at)}
                  </p>
                  {note.mine && (
                    <div className={styles.actions}>
                      <ConfirmDialog
                        trigger={
                          <button type="button" className={styles.danger}>
                            Delete note
                          </button>
                        }
                        title="Delete this note?"
                        description="Your note will be removed for good."
                        confirmLabel="Delete note"
                        onConfirm={() => void remove(note.id)}
                      />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
      <form onSubmit={(event) => void add(event)} aria-labelledby={`notes-${applicationId}`}>
        <TextField
          label="New note"
          hint={noteMessages.readByApplicant}
          multiline
          rows={3}
          value={text}
          onChange={setText}
          error={error}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy}>
            Add note
          </button>
        </div>
      </form>
      {notice}
    </section>
  )
}
