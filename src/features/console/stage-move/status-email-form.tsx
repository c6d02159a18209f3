import { type FormEvent, type Ref, useId, useState } from 'react'
import { statusEmailTemplates, type StatusEmailStatus } from '../../../content/status-emails'
import { statusEmailRule } from '../../../contracts/console'
import { stageLabels } from '../../../contracts/pipeline'
import { checkField } from '../../../contracts/text'
import styles from '../console.module.css'
import own from './status-email.module.css'
import { TextField } from '../parts/text-field'
import { FormButtons } from '../parts/form-buttons'

/**
 * Setting rejected or hired when the server can send e-mail: 'E-mail the applicant' (unticked) and
 * the text from the template, editable; 'Move' sends both, 'Cancel' keeps the stage.
 */
export function StatusEmailForm({
  name,
  jobName,
  formRef,
  status,
  busy,
  error,
  onSave,
  onCancel,
}: {
  name: string
  jobName: string
  formRef?: Ref<HTMLFormElement>
  status: StatusEmailStatus
  busy: boolean
  /** The server's word on the text (too long, not sent). */
  error: string | undefined
  onSave: (emailText: string | undefined) => void
  onCancel: () => void
}) {
  const id = useId()
  const [send, setSend] = useState(false)
  const [text, setText] = useState(() => statusEmailTemplates[status].text({ name, job: jobName }))

  const [checkError, setCheckError] = useState<string | undefined>()

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!send) return onSave(undefined)
    const checked = checkField(statusEmailRule, text)
    if (!checked.ok) return setCheckError(checked.message)
    setCheckError(undefined)
    onSave(checked.value)
  }

  return (
    <form ref={formRef} className={own.statusEmail} aria-labelledby={`${id}-title`} onSubmit={save}>
      <p id={`${id}-title`} className={styles.label}>
        Move to {stageLabels[status]}
      </p>
      <div className={styles.checkbox}>
        <input id={`${id}-send`} type="checkbox" checked={send} onChange={(event) => setSend(event.target.checked)} />
        <label htmlFor={`${id}-send`}>E-mail the applicant</label>
      </div>
      {send && (
        <TextField
          label="E-mail text"
          hint={`Sent as plain text to the applicant, subject “${statusEmailTemplates[status].subject(jobName)}”.`}
          multiline
          rows={10}
          value={text}
          onChange={setText}
          error={checkError ?? error}
        />
      )}
      <FormButtons submitLabel={send ? 'Move and send' : 'Move'} busy={busy} onCancel={onCancel} />
    </form>
  )
}
