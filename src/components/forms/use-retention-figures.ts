import { useContext, useEffect } from 'react'
import { parseRetentionFigures, type RetentionFigures } from '../../contracts/retention-figures'
import { siteRetention } from '../../site/retention'
import { FiguresContext } from './retention-figures'

/** The build's figures, without backups (the build cannot know of them): only until the server's arrive. */
export const builtRetentionFigures: RetentionFigures = { ...siteRetention, backupKeepDays: null }

/**
 * The figures to state: the server's when this page has them (RetentionFiguresProvider), else the
 * build's. Page data or an answer that is not figures counts as none.
 */
export function useRetentionFigures(): RetentionFigures {
  const context = useContext(FiguresContext)
  const want = context?.want
  useEffect(() => want?.(), [want])
  return parseRetentionFigures(context?.figures) ?? builtRetentionFigures
}
