import type { Config } from '../config.ts'
import type { Db } from '../db/db.ts'
import { openDb } from '../db/open-db.ts'
import { outboxMessage, recipientsOf } from '../delivery/outbox-message.ts'
import type { Log } from '../log.ts'
import { loadDataKey } from './data-key.ts'
import { checkDataKey, sealPlainValues } from './key-check.ts'
import { createSealer, type Sealer } from './sealer.ts'

/**
 * The database and the sealer for what it keeps at rest (record 083), as the server starts: the key is
 * loaded (or made) before the database opens; once `prepare` has migrated and seeded it, the key is
 * checked against the one its values were sealed with, and values stored before sealing began are
 * sealed. Any refusal closes the database.
 */
export async function openSealedDatabase(
  config: Config,
  log: Log,
  prepare: (db: Db) => Promise<void>,
): Promise<{ db: Db; sealer: Sealer }> {
  const sealer = createSealer(await loadDataKey(config))
  const db = await openDb(config)
  try {
    await prepare(db)
    await checkDataKey(db, sealer, config.dataKeyReplaced, log)
    const sealed = await sealPlainValues(db, sealer, plainRecipients)
    if (sealed > 0) log('info', 'values stored before sealing began are sealed now', { sealed })
  } catch (error) {
    await db.close()
    throw error
  }
  return { db, sealer }
}

/** The recipients of a row written before sealing began (none, when it no longer parses). */
function plainRecipients(payload: unknown): string[] {
  const parsed = outboxMessage.safeParse(payload)
  return parsed.success ? recipientsOf(parsed.data) : []
}
