import { z } from 'zod'
import { queryOne, type Queryable } from '../db/db.ts'

/**
 * SQL for a JSON object of what the pipeline holds about one application (`id` is SQL naming its id):
 * its stage moves, recruiters' notes and interviews, every stored field, oldest first. The applicant's
 * 'Download my data' and the People export both include it, so neither can leave one out.
 */
export const pipelineRecordsSql = (id: string) => `jsonb_build_object(
  'stage_history', (SELECT coalesce(jsonb_agg(to_jsonb(m) - 'staff_id' ORDER BY m.at, m.id), '[]'::jsonb)
                      FROM application_stage_moves m WHERE m.application_id = ${id}),
  'notes', (SELECT coalesce(jsonb_agg(to_jsonb(n) - 'staff_id' ORDER BY n.created_at, n.id), '[]'::jsonb)
              FROM application_notes n WHERE n.application_id = ${id}),
  'interviews', (SELECT coalesce(jsonb_agg(to_jsonb(i) ORDER BY i.starts_at, i.id), '[]'::jsonb)
                   FROM interviews i WHERE i.application_id = ${id}))`

/** The pipeline's records of one application, as JSON values (see pipelineRecordsSql). */
export async function pipelineRecords(db: Queryable, id: number): Promise<Record<string, unknown>> {
  const row = await queryOne(
    db,
    z.object({ records: z.string() }),
    `SELECT (${pipelineRecordsSql('$1::int')})::text AS records`,
    [id],
  )
  return row === null ? {} : (JSON.parse(row.records) as Record<string, unknown>)
}
