import type { SuccessStory } from '../../content/success-stories'
import styles from './about.module.css'

/** Each story reads challenge → solution → results, with the results as figures. */
export function StoryList({ stories }: { stories: readonly SuccessStory[] }) {
  return (
    <ul className={styles.stories}>
      {stories.map((story) => (
        <li key={story.title} className={styles.story}>
          <article>
            <p className={styles.storyMeta}>
              {story.industry} · {story.client}
            </p>
            <h3>{story.title}</h3>
            <p>
              <strong>Challenge:</strong> {story.challenge}
            </p>
            <p>
              <strong>What we did:</strong> {story.solution}
            </p>
            <dl className={styles.results}>
              {story.results.map((result) => (
                <div key={result.label} className={styles.result}>
                  <dt>{result.label}</dt>
                  <dd>{result.figure}</dd>
                </div>
              ))}
            </dl>
          </article>
        </li>
      ))}
    </ul>
  )
}
