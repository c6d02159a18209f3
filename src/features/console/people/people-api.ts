import {
  type PersonErased,
  personErasedSchema,
  type PersonRecords,
  personRecordsSchema,
} from '../../../contracts/people'
import { saveFile } from '../../../lib/save-file'
import { consoleData, consoleDownload } from '../console-api'

// The address goes in each POST's body, never in an address the server would log.

export const searchPerson = (email: string, signal?: AbortSignal): Promise<PersonRecords> =>
  consoleData('people/search', personRecordsSchema, { method: 'POST', body: { email }, signal })

/** Downloads the JSON file of everything held for the address. */
export async function exportPerson(email: string): Promise<void> {
  saveFile(await consoleDownload('people/export', { email }, 'person-export.json'))
}

export const erasePerson = (email: string): Promise<PersonErased> =>
  consoleData('people/erase', personErasedSchema, { method: 'POST', body: { email } })
