import { describe, expect, it } from 'vitest'
import { jobAddress, notificationOf, openJob } from './push-alerts'

const origin = 'https://www.arcnovaconsulting.com'
const jobUrl = `${origin}/job-openings?job=42`

/** Open windows of the site, recording what the worker does with them. */
function windows(urls: string[], options: { navigable?: boolean } = {}) {
  const done: string[] = []
  const list = urls.map((url, index) => ({
    url,
    focus: async () => done.push(`focus ${index}`),
    navigate: async (to: string) => {
      if (options.navigable === false) throw new TypeError('not controlled')
      done.push(`navigate ${index} ${to}`)
    },
  }))
  return {
    done,
    clients: {
      matchAll: async () => list,
      openWindow: async (url: string) => done.push(`open ${url}`),
    },
  }
}

describe('push alerts in the service worker', () => {
  it('shows the job’s name, its place, and keeps its link', () => {
    const { title, options } = notificationOf({ title: 'Java Developer', body: 'Pune', url: jobUrl })
    expect(title).toBe('Java Developer')
    expect(options).toMatchObject({ body: 'Pune', data: { url: jobUrl }, tag: jobUrl })
  })

  it('still shows a notification for a push it cannot read (browsers require one)', () => {
    for (const json of [null, 'text', { title: 7 }]) {
      const { title, options } = notificationOf(json)
      expect(title).toBe('New job openings')
      expect(options.data).toEqual({ url: '/job-openings' })
    }
  })

  it('opens the job on this site, also when the link names another origin or is relative', () => {
    expect(jobAddress({ url: jobUrl }, origin)).toBe(jobUrl)
    expect(jobAddress({ url: '/job-openings?job=7' }, origin)).toBe(`${origin}/job-openings?job=7`)
    expect(jobAddress({ url: 'https://staging.example/job-openings?job=7' }, origin)).toBe(
      `${origin}/job-openings?job=7`,
    )
    expect(jobAddress(undefined, origin)).toBe(`${origin}/job-openings`)
  })

  it('focuses the window already on the job', async () => {
    const { clients, done } = windows([`${origin}/`, jobUrl])
    await openJob(clients, jobUrl)
    expect(done).toEqual(['focus 1'])
  })

  it('sends an open window of the site to the job, else opens a new window', async () => {
    const open = windows([`${origin}/about`])
    await openJob(open.clients, jobUrl)
    expect(open.done).toEqual([`navigate 0 ${jobUrl}`, 'focus 0'])
    const uncontrolled = windows([`${origin}/about`], { navigable: false })
    await openJob(uncontrolled.clients, jobUrl)
    expect(uncontrolled.done).toEqual([`open ${jobUrl}`])
    const none = windows([])
    await openJob(none.clients, jobUrl)
    expect(none.done).toEqual([`open ${jobUrl}`])
  })
})
