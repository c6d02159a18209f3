import { listOf } from '../../../contracts/console'
import { type Note, noteSchema } from '../../../contracts/notes'
import { consoleData, consoleRequest } from '../console-api'

export async function fetchNotes(applicationId: number, signal: AbortSignal): Promise<Note[]> {
  return (await consoleData(`applications/${applicationId}/notes`, listOf(noteSchema), { signal })).results
}

export const addNote = (applicationId: number, body: string): Promise<Note> =>
  consoleData(`applications/${applicationId}/notes`, noteSchema, { method: 'POST', body: { body } })

/** Only the note's author may delete it (the server answers 403 to anyone else). */
export async function deleteNote(applicationId: number, noteId: number): Promise<void> {
  await consoleRequest(`applications/${applicationId}/notes/${noteId}`, null, { method: 'DELETE' })
}
