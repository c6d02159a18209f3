import { type ConsoleApplication, consoleApplicationSchema } from '../../../contracts/console'
import type { StaffStage } from '../../../contracts/pipeline'
import { consoleData } from '../console-api'

/** A move to another stage (kept in the history); with `emailText` (rejected or hired) the server e-mails the applicant too. */
export function changeStage(id: number, stage: StaffStage, emailText?: string): Promise<ConsoleApplication> {
  const body = emailText === undefined ? { stage } : { stage, email_text: emailText }
  return consoleData(`applications/${id}`, consoleApplicationSchema, { method: 'PATCH', body })
}
