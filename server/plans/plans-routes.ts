import { Hono } from 'hono'
import type { Queryable } from '../db/db.ts'
import { listPlans } from './plan-repository.ts'

export function plansRoutes(db: Queryable): Hono {
  const app = new Hono()
  app.get('/plans/', async (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.json(await listPlans(db))
  })
  return app
}
