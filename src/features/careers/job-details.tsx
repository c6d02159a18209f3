import styles from './job-card.module.css'
import type { Job } from './job-schema'
import { jobSections, toParagraphs } from './job-text'

function Paragraphs({ text }: { text: string }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered (equal lines may repeat)
  return toParagraphs(text).map((line, index) => <p key={index}>{line}</p>)
}

/**
 * The expanded part of a card: each section only when the posting has it. Always plain text.
 * `firstSectionOnly`: the tap's own frame shows the first section; the rest follows (job-card.tsx).
 */
export function JobDetails({ job, firstSectionOnly = false }: { job: Job; firstSectionOnly?: boolean }) {
  const present = jobSections(job).filter((section) => section[1] !== undefined)
  const sections = firstSectionOnly ? present.slice(0, 1) : present
  const facts: Array<[string, string | undefined]> = [
    ['Job Type', job.job_type],
    ['Schedule', job.schedule],
    ['Benefits', job.benefits],
    ['Supplemental Pay', job.supplemental_pay],
    ['Required Experience', job.required_experience],
  ]
  const presentFacts = firstSectionOnly ? [] : facts.filter((fact): fact is [string, string] => fact[1] !== undefined)
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
