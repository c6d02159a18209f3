import { jobFeedPaths } from '../../src/contracts/job-feeds.ts'
import { jobUrl } from '../../src/features/careers/job-posting.ts'
import { errorKind, type Log } from '../log.ts'

export const defaultIndexNowEndpoint = 'https://api.indexnow.org/indexnow'

/** IndexNow's key: 8 to 128 letters, digits and dashes (https://www.indexnow.org/documentation). */
export const indexNowKeyPattern = /^[A-Za-z0-9-]{8,128}$/

export interface IndexNowSettings {
  key: string
  endpoint: string
}

/** Tells search engines a job changed; never waits for them, never fails the change. */
export interface IndexNow {
  jobChanged(jobId: number): void
  /** Resolves when every notice sent so far has been answered or has failed (tests, shutdown). */
  idle(): Promise<void>
}

export const noIndexNow: IndexNow = { jobChanged: () => undefined, idle: async () => undefined }

/**
 * With INDEXNOW_KEY set, a job published, edited, closed or reopened is announced to IndexNow (which
 * shares it with Bing, Yandex, Seznam, Naver and others): the job's page, the list and the feeds. The
 * key is served at `/<key>.txt` so the engines can check the site owns it. A failure is logged (its
 * class and status, no URL) and never reaches the member who changed the job.
 */
export function indexNow(settings: IndexNowSettings, siteUrl: string, log: Log, timeoutMs = 5_000): IndexNow {
  const running = new Set<Promise<void>>()
  const send = async (jobId: number) => {
    const urlList = [
      jobUrl(siteUrl, jobId),
      `${siteUrl}/job-openings`,
      ...Object.values(jobFeedPaths).map((path) => `${siteUrl}${path}`),
    ]
    try {
      const response = await fetch(settings.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify({
          host: new URL(siteUrl).host,
          key: settings.key,
          keyLocation: `${siteUrl}/${settings.key}.txt`,
          urlList,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!response.ok) log('warn', 'IndexNow refused a job change', { status: response.status })
    } catch (error) {
      log('warn', 'IndexNow not reached', errorKind(error))
    }
  }
  return {
    jobChanged(jobId) {
      const sent = send(jobId).finally(() => running.delete(sent))
      running.add(sent)
    },
    async idle() {
      await Promise.all([...running])
    },
  }
}
