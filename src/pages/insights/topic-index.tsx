import styles from './insights.module.css'

/** In-page links to every section, so a reader can jump straight to a topic. */
export function TopicIndex({ topics }: { topics: readonly { id: string; title: string }[] }) {
  return (
    <nav aria-label="Topics" className={styles.topicIndex}>
      <ul className={styles.topicList}>
        {topics.map((topic) => (
          <li key={topic.id}>
            <a href={`#${topic.id}`}>{topic.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
