// The open jobs as feeds (issue 61 item 10): where they are, and the source their links carry so the
// company sees which applicants came through a job board.

export const jobFeedPaths = { aggregator: '/jobs.xml', rss: '/jobs.rss' } as const

/** Added to each job's link in a feed: an application through it is counted as from the feed. */
export const jobFeedSource = { aggregator: 'job-board-feed', rss: 'rss-feed' } as const

export const jobFeedMessages = {
  title: (company: string) => `Open jobs at ${company}`,
  links: 'Job feeds:',
  rss: 'RSS',
  aggregator: 'XML for job boards',
} as const
