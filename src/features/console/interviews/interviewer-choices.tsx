import { useEffect, useRef } from 'react'
import fieldStyles from '../../../components/forms/form-field.module.css'
import styles from '../console.module.css'
import { LoadState } from '../parts/load-state'
import pipelineStyles from '../pipeline/pipeline.module.css'
import { useConsoleData } from '../use-console-data'
import { fetchInterviewers } from './interviews-api'

/** 'Interviewers': one checkbox per staff member (the staff list); a reschedule starts from those invited. */
export function InterviewerChoices({
  chosen,
  knownEmails,
  onChange,
  error,
}: {
  chosen: number[]
  knownEmails: readonly string[]
  onChange: (ids: number[]) => void
  error: string | undefined
}) {
  const staff = useConsoleData(fetchInterviewers, 'interviewers')
  const started = useRef(false)
  useEffect(() => {
    if (started.current || staff.state.kind !== 'ready') return
    started.current = true
    const known = staff.state.data.filter((member) => knownEmails.includes(member.email)).map((member) => member.id)
    if (known.length > 0) onChange(known)
  }, [staff.state, knownEmails, onChange])
  return (
    <fieldset
      className={`${pipelineStyles.choices} ${pipelineStyles.section}`}
      aria-describedby={error ? 'interviewers-error' : undefined}
    >
      <legend>Interviewers</legend>
      <LoadState state={staff.state} reload={staff.reload} what="staff list">
        {(members) =>
          members.map((member) => (
            <div key={member.id} className={styles.checkbox}>
              <input
                id={`interviewer-${member.id}`}
                type="checkbox"
                checked={chosen.includes(member.id)}
                onChange={(event) =>
                  onChange(event.target.checked ? [...chosen, member.id] : chosen.filter((id) => id !== member.id))
                }
              />
              <label htmlFor={`interviewer-${member.id}`}>{member.email}</label>
            </div>
          ))
        }
      </LoadState>
      {error && (
        <p id="interviewers-error" className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
