import { z } from 'zod'
import { isShareLinkCode } from '../../src/contracts/share-link-code.ts'
import { queryOne, type Queryable } from '../db/db.ts'

export interface Attribution {
  shareLinkId: number | null
  source: string | null
}

const direct: Attribution = { shareLinkId: null, source: null }

/**
 * The share link an application names (the device kept it for 7 days), when it is an enabled link for
 * the job applied for; anything else (no code, a malformed, unknown or disabled code, another job's
 * link) is 'Direct', never an error: the applicant cannot see or fix it.
 */
export async function applicationAttribution(tx: Queryable, code: unknown, jobId: number): Promise<Attribution> {
  if (!isShareLinkCode(code)) return direct
  const link = await queryOne(
    tx,
    z.object({ id: z.number().int(), source: z.string() }),
    'SELECT id, source FROM share_links WHERE code = $1 AND job_id = $2 AND disabled_at IS NULL',
    [code, jobId],
  )
  return link === null ? direct : { shareLinkId: link.id, source: link.source }
}
