import { Hono } from 'hono'
import { shareTarget } from '../../src/contracts/share-target.ts'

const paths = [shareTarget.action, shareTarget.action.replace(/\/$/, '')]

/**
 * A CV shared to the installed app reaches the server only when no service worker answered it
 * (cleared, not yet installed). The file is never read nor kept: the visitor lands on the job list
 * (303, so a reload does not post it again) and applies from there, as without the app.
 */
export function shareTargetRoute(): Hono {
  const app = new Hono()
  app.on('POST', paths, (c) => {
    c.header('Cache-Control', 'no-store')
    // The body is left unread: close the connection rather than read or drop it under keep-alive.
    c.header('Connection', 'close')
    return c.redirect(shareTarget.landing, 303)
  })
  return app
}
