import { useCallback, useRef, useState } from 'react'
import type { StatusEmailStatus } from '../../../content/status-emails'
import { type ConsoleApplication, isStatusEmailStatus } from '../../../contracts/console'
import { stageLabels, type StaffStage } from '../../../contracts/pipeline'
import { ConsoleRequestError, failureMessage } from '../console-api'
import { useConsoleSession } from '../console-session'
import { useConsoleAction } from '../use-console-data'
import { changeStage } from './stage-move-api'
import { StatusEmailForm } from './status-email-form'

/**
 * Moving one application to another stage, the same on 'Applications' and 'Pipeline': Rejected or
 * Hired, when the server can send e-mail, first opens 'E-mail the applicant' with the template's draft.
 */
export function useStageMove({
  applicationId,
  name,
  jobName,
  announce,
  onMoved,
  onCancelled,
}: {
  applicationId: number
  name: string
  jobName: string
  announce: (message: string, isError?: boolean) => void
  onMoved: (moved: ConsoleApplication) => void
  /** 'Cancel' in the e-mail form: the stage stays. */
  onCancelled?: () => void
}) {
  const run = useConsoleAction()
  const { statusEmails } = useConsoleSession()
  const [busy, setBusy] = useState(false)
  const [pending, setPending] = useState<StatusEmailStatus | null>(null)
  const [emailError, setEmailError] = useState<string | undefined>()
  const formRef = useRef<HTMLFormElement>(null)
  // Chosen from a menu (Pipeline's 'Move to…'): once the menu has closed, the form takes the focus.
  const focusForm = useCallback(() => formRef.current?.querySelector('input')?.focus(), [])

  async function move(stage: StaffStage, emailText?: string) {
    setBusy(true)
    const result = await run(() => changeStage(applicationId, stage, emailText))
    setBusy(false)
    if (result.ok) {
      setPending(null)
      setEmailError(undefined)
      announce(`${name} moved to ${stageLabels[stage]}${emailText === undefined ? '' : '; the e-mail is on its way'}.`)
      onMoved(result.value)
      return
    }
    const fieldError = result.error instanceof ConsoleRequestError ? result.error.fieldErrors.email_text : undefined
    if (fieldError !== undefined) setEmailError(fieldError)
    else announce(`${name} could not be moved. ${failureMessage(result.error)}`, true)
  }

  function choose(stage: StaffStage) {
    setEmailError(undefined)
    if (statusEmails && isStatusEmailStatus(stage)) setPending(stage)
    else {
      setPending(null)
      void move(stage)
    }
  }

  const form =
    pending === null ? null : (
      <StatusEmailForm
        key={pending}
        name={name}
        jobName={jobName}
        formRef={formRef}
        status={pending}
        busy={busy}
        error={emailError}
        onSave={(emailText) => void move(pending, emailText)}
        onCancel={() => {
          setPending(null)
          setEmailError(undefined)
          onCancelled?.()
        }}
      />
    )
  return { busy, choose, form, focusForm }
}
