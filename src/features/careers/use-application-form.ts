import { useCallback, useEffect, useRef, useState } from 'react'
import { deleteDraft, loadDraft, saveDraft, type ApplicationDraft } from './application-draft'
import {
  applicationMessages,
  emptyApplication,
  fieldError,
  firstInvalidField,
  validateApplication,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationValues,
} from './application-rules'
import { submitApplication } from './application-api'

const draftDelayMs = 250

export type FormAlert = 'failed' | 'offline' | 'unreachable' | undefined

interface Options {
  /** The job the dialog is open for; undefined while closed. */
  jobId: number | undefined
  online: boolean
  /** A CV shared to the installed app: attached when the dialog opens, unless this job's draft has its own. */
  sharedResume?: File | undefined
  /** Sent; `linkSentTo`: the address the private link is e-mailed to, or null when no e-mail goes. */
  onSubmitted: (sent: { linkSentTo: string | null }) => void
  /** Called with the first invalid field after a refused submit. */
  onInvalid: (field: ApplicationField) => void
}

/**
 * The application form's state. While the dialog is open every change is kept as a draft in
 * IndexedDB (the chosen file included), so a reload or a killed tab loses nothing.
 */
export function useApplicationForm({ jobId, online, sharedResume, onSubmitted, onInvalid }: Options) {
  const [values, setValues] = useState<ApplicationValues>(emptyApplication)
  const [resume, setResume] = useState<File | null>(null)
  const [talentPool, setTalentPool] = useState(false)
  const [errors, setErrors] = useState<ApplicationErrors>({})
  const [alert, setAlert] = useState<FormAlert>(undefined)
  const [submitting, setSubmitting] = useState(false)
  const dirty = useRef(false)
  const sending = useRef(false)
  const shared = useRef(sharedResume)
  shared.current = sharedResume

  // Opening (or reopening) the dialog starts clean, then brings back this job's draft if there is one.
  useEffect(() => {
    if (jobId === undefined) return
    dirty.current = false
    setValues(emptyApplication)
    setResume(shared.current ?? null)
    setTalentPool(false)
    setErrors({})
    setAlert(undefined)
    let active = true
    void loadDraft(jobId).then((draft) => {
      // Whatever the visitor typed meanwhile wins over the stored draft.
      if (!active || !draft || dirty.current) return
      setValues(draft.values)
      setResume(draft.resume ?? shared.current ?? null)
      setTalentPool(draft.talentPool)
    })
    return () => {
      active = false
    }
  }, [jobId])

  // A shared CV found once the dialog is already open (opened from its link) joins an untouched form.
  useEffect(() => {
    if (jobId !== undefined && sharedResume !== undefined && !dirty.current)
      setResume((current) => current ?? sharedResume)
  }, [jobId, sharedResume])

  // Drafts are written shortly after typing pauses (each write copies the CV into IndexedDB again),
  // and at once when the page is hidden or the dialog closes by Back, so nothing typed is lost.
  const pending = useRef<ApplicationDraft | undefined>(undefined)
  const flush = useCallback(() => {
    if (pending.current) void saveDraft(pending.current)
    pending.current = undefined
  }, [])

  useEffect(() => {
    if (jobId === undefined || !dirty.current) return
    pending.current = { jobId, values, resume, talentPool }
    const timer = setTimeout(flush, draftDelayMs)
    return () => clearTimeout(timer)
  }, [jobId, values, resume, talentPool, flush])

  useEffect(() => {
    const onHide = () => document.visibilityState === 'hidden' && flush()
    document.addEventListener('visibilitychange', onHide)
    return () => document.removeEventListener('visibilitychange', onHide)
  }, [flush])

  // Closing by Back (the job id goes away) keeps the draft: write what is still waiting.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `jobId` is the trigger: the dialog closing by Back writes the draft
  useEffect(() => flush, [jobId, flush])

  // Back online: the offline refusal no longer applies.
  useEffect(() => {
    if (online) setAlert((current) => (current === 'offline' ? undefined : current))
  }, [online])

  const reset = useCallback(() => {
    dirty.current = false
    pending.current = undefined
    setValues(emptyApplication)
    setResume(null)
    setTalentPool(false)
    setErrors({})
    setAlert(undefined)
  }, [])

  /** Cancel, the close icon, Escape: the visitor meant to throw the application away. */
  const discard = useCallback(() => {
    reset()
    void deleteDraft()
  }, [reset])

  function recheck(field: ApplicationField, nextValues: ApplicationValues, nextResume: File | null) {
    // A shown error updates as the visitor fixes it; new errors wait for submit.
    setErrors((current) =>
      current[field] === undefined ? current : { ...current, [field]: fieldError(field, nextValues, nextResume) },
    )
  }

  function change(field: keyof ApplicationValues, value: string) {
    dirty.current = true
    const next = { ...values, [field]: value }
    setValues(next)
    recheck(field, next, resume)
  }

  function chooseResume(file: File | null) {
    dirty.current = true
    setResume(file)
    // The CV is checked as soon as it is chosen, so a wrong file is refused straight away.
    const message = file === null ? undefined : fieldError('resume', values, file)
    setErrors((current) => ({ ...current, resume: message }))
  }

  function chooseTalentPool(keep: boolean) {
    dirty.current = true
    setTalentPool(keep)
  }

  async function submit() {
    if (sending.current || jobId === undefined) return
    const found = validateApplication(values, resume)
    setErrors(found)
    const first = firstInvalidField(found)
    if (first !== undefined || resume === null) {
      if (first !== undefined) onInvalid(first)
      return
    }
    if (!online) {
      setAlert('offline')
      return
    }
    sending.current = true
    setSubmitting(true)
    setAlert(undefined)
    const result = await submitApplication(jobId, values, resume, talentPool)
    sending.current = false
    setSubmitting(false)
    if (result.ok) {
      const linkSentTo = result.linkSent ? values.email.trim() : null
      reset()
      void deleteDraft()
      onSubmitted({ linkSentTo })
      return
    }
    setErrors((current) => ({ ...current, ...result.errors }))
    // A field the server refused is said once, at the field, which takes focus: no generic failure on top.
    const refused = firstInvalidField(result.errors)
    if (refused !== undefined) {
      onInvalid(refused)
      return
    }
    // No answer at all: the connection, not the server, failed; offline by the browser's own account, say so.
    if ('unreachable' in result && result.unreachable) {
      setAlert(navigator.onLine ? 'unreachable' : 'offline')
      return
    }
    setAlert('failed')
    // The visitor must not miss it: a browser alert, and the same words stay in the dialog.
    window.alert(applicationMessages.failed)
  }

  return {
    values,
    resume,
    talentPool,
    errors,
    alert,
    submitting,
    change,
    chooseResume,
    chooseTalentPool,
    submit,
    discard,
  }
}
