import { Hono } from 'hono'
import { type RetentionFigures, retentionFiguresPath } from '../../src/contracts/retention-figures.ts'
import { type CachedHandler, cachedJson } from '../http/cached-json.ts'

/**
 * The running server's retention figures, `GET /api/retention/`'s answer and the page data of every
 * page it renders (record 062): read once from the settings, never from the build. A page the server
 * did not render (a prerendered one, a client-side navigation) asks for them here.
 */
export function cachedRetentionFigures(figures: RetentionFigures): CachedHandler {
  return cachedJson(async () => figures, Number.POSITIVE_INFINITY)
}

export function retentionRoutes(figures: CachedHandler): Hono {
  const app = new Hono()
  app.get(retentionFiguresPath.replace(/^\/api/, ''), figures)
  return app
}
