import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Queryable } from '../db/db.ts'
import { shareLinksServer } from '../test-support/share-links-server.ts'
import { countVisit, sweepShareLinkVisitors } from './share-link-visits.ts'

describe('tracked share links (issue 43)', () => {
  const links = shareLinksServer()
  const { createLink, open, visits } = links

  it("reads the day's salt once, then a visit is one statement", async () => {
    const { code } = await createLink(links.jobId, 'Round trips')
    const { id } = z
      .object({ id: z.number() })
      .parse((await links.server.db.query('SELECT id FROM share_links WHERE code = $1', [code]))[0])
    const statements: string[] = []
    const counted: Queryable = {
      query: (sql, params) => {
        statements.push(sql)
        return links.server.db.query(sql, params)
      },
      exec: (sql) => links.server.db.exec(sql),
    }
    await countVisit(counted, id, '192.0.2.1')
    expect(statements).toHaveLength(3)
    await countVisit(counted, id, '192.0.2.2')
    await countVisit(counted, id, '192.0.2.1')
    expect(statements).toHaveLength(5)
    expect(await visits(code)).toBe(2)
  })

  it('counts 200 visitors at once from 200 networks as exactly 200', async () => {
    const { code } = await createLink(links.jobId, 'Concurrency')
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        open(code, { headers: { 'X-Forwarded-For': `198.51.${Math.floor(index / 100)}.${index % 100}` } }),
      ),
    )
    expect(answers.every((response) => response.status === 302)).toBe(true)
    expect(await visits(code)).toBe(200)
  })

  it('counts a visit once per link, client network and day: 300 openings at once from one network are one (issue 59 item 5)', async () => {
    const { code } = await createLink(links.jobId, 'One phone')
    const fromOnePhone = { 'X-Forwarded-For': '203.0.113.7' }
    const answers = await Promise.all(Array.from({ length: 300 }, () => open(code, { headers: fromOnePhone })))
    expect(answers.every((response) => response.status === 302)).toBe(true)
    expect(await visits(code)).toBe(1)
    // Every address of one IPv6 /64 is one network; another /64 is another visitor.
    for (let host = 1; host <= 20; host++)
      await open(code, { headers: { 'X-Forwarded-For': `2001:db8:5:6::${host.toString(16)}` } })
    await open(code, { headers: { 'X-Forwarded-For': '2001:db8:5:7::1' } })
    expect(await visits(code)).toBe(3)
    // Nothing readable about the visitor is kept: a salted hash per link and day.
    const kept = JSON.stringify(await links.server.db.query('SELECT * FROM share_link_visitors'))
    expect(kept).not.toContain('203.0.113.7')
    expect(kept).not.toContain('2001:db8')

    // The next day the same phone is a visit again; the day that is over keeps only its count.
    for (const table of ['share_link_visits', 'share_link_visitors', 'share_link_day_salts'])
      await links.server.db.query(`UPDATE ${table} SET day = day - 1`)
    await open(code, { headers: fromOnePhone })
    expect(await visits(code)).toBe(4)
    await sweepShareLinkVisitors(links.server.db)
    const left = await links.server.db.query(
      `SELECT (SELECT count(*) FROM share_link_visitors WHERE day < (now() AT TIME ZONE 'UTC')::date)::int AS visitors,
              (SELECT count(*) FROM share_link_day_salts WHERE day < (now() AT TIME ZONE 'UTC')::date)::int AS salts`,
    )
    expect(left[0]).toEqual({ visitors: 0, salts: 0 })
    expect(await visits(code)).toBe(4)
  })
})
