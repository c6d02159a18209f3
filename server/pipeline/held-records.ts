import { z } from 'zod'
import { roleNames } from '../../src/contracts/console-access.ts'
import { queryOne, type Queryable } from '../db/db.ts'

/**
 * How staff are named in the records: by e-mail for the company's own People export; by role for the
 * applicant's own download, which has no need of a staff member's address (issue 59 item 5).
 */
export type StaffNamed = 'by e-mail' | 'by role'

/** SQL for the member's role's name (roleNames, quoted as SQL literals); a member since removed is 'Former staff member'. */
const roleCases = Object.entries(roleNames)
  .map(([role, name]) => `WHEN '${role}' THEN '${name.replaceAll("'", "''")}'`)
  .join(' ')
const roleName = (member: string) =>
  `coalesce((SELECT CASE s.role ${roleCases} END FROM staff s WHERE ${member}), 'Former staff member')`

function staffFields(named: StaffNamed) {
  if (named === 'by e-mail')
    return { move: "to_jsonb(m) - 'staff_id'", note: "to_jsonb(n) - 'staff_id'", interview: 'to_jsonb(i)' }
  return {
    move: `(to_jsonb(m) - 'staff_id') || jsonb_build_object('moved_by',
      CASE WHEN m.staff_id IS NULL AND m.moved_by = 'the applicant' THEN m.moved_by ELSE ${roleName('s.id = m.staff_id')} END)`,
    note: `(to_jsonb(n) - 'staff_id' - 'author_email') || jsonb_build_object('author', ${roleName('s.id = n.staff_id')})`,
    interview: `to_jsonb(i) || jsonb_build_object('created_by', ${roleName('lower(s.email) = lower(i.created_by)')})`,
  }
}

/**
 * SQL for a JSON object of what the pipeline holds about one application (`id` is SQL naming its id):
 * its stage moves, recruiters' notes and interviews, every stored field, oldest first. The applicant's
 * 'Download my data' and the People export both include it, so neither can leave one out.
 */
export const pipelineRecordsSql = (id: string, named: StaffNamed = 'by e-mail') => {
  const fields = staffFields(named)
  return `jsonb_build_object(
  'stage_history', (SELECT coalesce(jsonb_agg(${fields.move} ORDER BY m.at, m.id), '[]'::jsonb)
                      FROM application_stage_moves m WHERE m.application_id = ${id}),
  'notes', (SELECT coalesce(jsonb_agg(${fields.note} ORDER BY n.created_at, n.id), '[]'::jsonb)
              FROM application_notes n WHERE n.application_id = ${id}),
  'interviews', (SELECT coalesce(jsonb_agg(${fields.interview} ORDER BY i.starts_at, i.id), '[]'::jsonb)
                   FROM interviews i WHERE i.application_id = ${id}))`
}

/** The pipeline's records of one application, as JSON values (see pipelineRecordsSql). */
export async function pipelineRecords(
  db: Queryable,
  id: number,
  named: StaffNamed = 'by e-mail',
): Promise<Record<string, unknown>> {
  const row = await queryOne(
    db,
    z.object({ records: z.string() }),
    `SELECT (${pipelineRecordsSql('$1::int', named)})::text AS records`,
    [id],
  )
  return row === null ? {} : (JSON.parse(row.records) as Record<string, unknown>)
}
