import { jobFeedMessages, jobFeedPaths } from '../../contracts/job-feeds'
import styles from './careers-page.module.css'

/** Where job boards and feed readers take the openings from (issue 61 item 10): plain links, opened by the server. */
export function JobFeedLinks() {
  return (
    <p className={styles.feeds} data-print="omit">
      {jobFeedMessages.links}{' '}
      <a href={jobFeedPaths.rss} type="application/rss+xml">
        {jobFeedMessages.rss}
      </a>
      {' · '}
      <a href={jobFeedPaths.aggregator} type="application/xml">
        {jobFeedMessages.aggregator}
      </a>
    </p>
  )
}
