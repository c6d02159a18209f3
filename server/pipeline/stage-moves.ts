import { z } from 'zod'
import {
  type ApplicationStage,
  applicationStageSchema,
  stageMoveSchema,
  type StageMove,
} from '../../src/contracts/pipeline.ts'
import { queryOne, queryRows, type Queryable } from '../db/db.ts'
import { isoTime } from '../console/console-sql.ts'

/** Who moved it: a staff member (id and e-mail as it was), or the applicant withdrawing. */
export type Mover = { staffId: number; email: string } | 'the applicant'

/**
 * Moves an application to a stage inside the caller's transaction and keeps the move in its history
 * (record 066). Locks the row first, so two moves at once are kept in the order they happened.
 * Null when there is no such application; `moved` false when it already was at that stage.
 */
export async function moveStage(
  tx: Queryable,
  id: number,
  to: ApplicationStage,
  mover: Mover,
): Promise<{ from: ApplicationStage; moved: boolean } | null> {
  const before = await queryOne(
    tx,
    z.object({ stage: applicationStageSchema }),
    'SELECT stage FROM job_applications WHERE id = $1 FOR UPDATE',
    [id],
  )
  if (before === null) return null
  if (before.stage === to) return { from: before.stage, moved: false }
  await tx.query('UPDATE job_applications SET stage = $2 WHERE id = $1', [id, to])
  const [staffId, movedBy] = mover === 'the applicant' ? [null, mover] : [mover.staffId, mover.email]
  await tx.query(
    'INSERT INTO application_stage_moves (application_id, from_stage, to_stage, staff_id, moved_by) VALUES ($1, $2, $3, $4, $5)',
    [id, before.stage, to, staffId, movedBy],
  )
  return { from: before.stage, moved: true }
}

/** An application's moves, oldest first. */
export function stageHistory(db: Queryable, id: number): Promise<StageMove[]> {
  return queryRows(
    db,
    stageMoveSchema,
    `SELECT id, from_stage, to_stage, moved_by, ${isoTime('at')} AS at
       FROM application_stage_moves WHERE application_id = $1 ORDER BY at, id`,
    [id],
  )
}

/**
 * Each application's stage and its newest note, for one job (the hiring manager's CSV, issue 43
 * item 6, reads these rather than the tables).
 */
export function stageAndLastNote(
  db: Queryable,
  jobId: number,
): Promise<Array<{ id: number; stage: ApplicationStage; last_note: string | null }>> {
  return queryRows(
    db,
    z.object({ id: z.number().int(), stage: applicationStageSchema, last_note: z.string().nullable() }),
    `SELECT a.id, a.stage,
            (SELECT n.body FROM application_notes n WHERE n.application_id = a.id
              ORDER BY n.created_at DESC, n.id DESC LIMIT 1) AS last_note
       FROM job_applications a WHERE a.job_id = $1 ORDER BY a.created_at, a.id`,
    [jobId],
  )
}
