import { parseRetentionFigures, type RetentionFigures, retentionFiguresPath } from '../../contracts/retention-figures'
import { apiUrl } from '../../site/settings'

/** The server's figures, or undefined when it cannot be reached (and the worker has no copy) or answers otherwise. */
export async function fetchRetentionFigures(): Promise<RetentionFigures | undefined> {
  try {
    const response = await fetch(apiUrl(retentionFiguresPath))
    return response.ok ? parseRetentionFigures(await response.json()) : undefined
  } catch {
    return undefined
  }
}
