import styles from './industry.module.css'

/** Paragraphs of running text; the test id lets browser tests compare one industry's words with another's. */
export function Prose({ paragraphs, testId }: { paragraphs: readonly string[]; testId: string }) {
  return (
    <div className={styles.prose} data-testid={testId}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  )
}
