import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { parseRetentionFigures, type RetentionFigures, sameFigures } from '../../contracts/retention-figures'
import { siteRetention } from '../../site/retention'

/** The build's figures, without backups (the build cannot know of them): only until the server's arrive. */
export const builtRetentionFigures: RetentionFigures = { ...siteRetention, backupKeepDays: null }

interface Figures {
  figures: RetentionFigures | undefined
  /** Asks the server for its figures when the page did not bring them (once a visit). */
  want: () => void
}

const FiguresContext = createContext<Figures | null>(null)

/**
 * The running server's retention figures for the notices and the privacy page (record 062): those in
 * the page data of a page the server rendered (`fromPage`, the root route's loader data), kept for the
 * rest of the visit; else, once something asks for them, `GET /api/retention/` (the service worker's
 * last copy when offline). Until then, and when neither answers, the build's own.
 */
export function RetentionFiguresProvider({ fromPage, children }: { fromPage: unknown; children: ReactNode }) {
  const page = parseRetentionFigures(fromPage)
  const [kept, setKept] = useState(page)
  // The browser's loader has no page data after the first page: the first page's figures stay.
  if (page !== undefined && !sameFigures(page, kept)) setKept(page)
  const [fetched, setFetched] = useState<RetentionFigures>()
  const asked = useRef(false)
  const want = useCallback(() => {
    if (asked.current || kept !== undefined) return
    asked.current = true
    void import('./retention-figures-api').then(
      ({ fetchRetentionFigures }) => fetchRetentionFigures().then((figures) => figures && setFetched(figures)),
      () => undefined,
    )
  }, [kept])
  const value = useMemo(() => ({ figures: kept ?? fetched, want }), [kept, fetched, want])
  return <FiguresContext value={value}>{children}</FiguresContext>
}

/** The figures to state: the server's when this page has them, else the build's (see the provider). */
export function useRetentionFigures(): RetentionFigures {
  const context = useContext(FiguresContext)
  useEffect(() => context?.want(), [context])
  return context?.figures ?? builtRetentionFigures
}
