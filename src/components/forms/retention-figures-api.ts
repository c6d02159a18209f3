import { retentionFiguresPath } from '../../contracts/retention-figures'
import { apiUrl } from '../../site/settings'

/**
 * The server's answer (useRetentionFigures parses it), or undefined when it cannot be reached and the
 * service worker has no copy, or answers with an error.
 */
export async function fetchRetentionFigures(): Promise<unknown> {
  try {
    const response = await fetch(apiUrl(retentionFiguresPath))
    return response.ok ? await response.json() : undefined
  } catch {
    return undefined
  }
}
