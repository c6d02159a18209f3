import styles from './job-card.module.css'
import type { Job } from './job-schema'
import { jobSections, toParagraphs } from './job-text'

function Paragraphs({ text }: { text: string }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered (equal lines may repeat)
  return toParagraphs(text).map((line, index) => <p key={index}>{line}</p>)
}

/** The expanded part of a card: each section only when the posting has it. Always plain text. */
export function JobDetails({ job }: { job: Job }) {
  const sections = jobSections(job)
  const facts: Array<[string, string | undefined]> = [
    ['Job Type', job.job_type],
    ['Schedule', job.schedule],
    ['Benefits', job.benefits],
    ['Supplemental Pay', job.supplemental_pay],
    ['Required Experience', job.required_experience],
  ]
  const presentFacts = facts.filter((fact): fact is [string, string] => fact[1] !== undefined)
  return (
    <>
      {sections.map(([title, text]) =>
        text === undefined ? null : (
          <section key={title} className={styles.section}>
            <h3>{title}</h3>
            <Paragraphs text={text} />
          </section>
        ),
      )}
      {presentFacts.length > 0 && (
        <dl className={styles.factList}>
          {presentFacts.map(([title, text]) => (
            <div key={title} className={styles.fact}>
              <dt>{title}</dt>
              <dd>
                <Paragraphs text={text} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  )
}
