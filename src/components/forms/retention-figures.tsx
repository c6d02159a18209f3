import { createContext, type ReactNode, useMemo, useRef, useState } from 'react'

export interface Figures {
  /** The server's figures as they came (the page data, else its answer), read by useRetentionFigures. */
  figures: unknown
  /** Asks the server for its figures when the page did not bring them (once a visit). */
  want: () => void
}

/** Read by useRetentionFigures (its own file: the texts and the build's figures stay out of the first load). */
export const FiguresContext = createContext<Figures | null>(null)

/**
 * The running server's retention figures for the notices and the privacy page (record 062): those in
 * the page data of a page the server rendered (`fromPage`, the root route's loader data), kept for the
 * rest of the visit; else, once something asks for them, `GET /api/retention/` (the service worker's
 * last copy when offline). Until then, and when neither answers, the build's own.
 */
export function RetentionFiguresProvider({ fromPage, children }: { fromPage: unknown; children: ReactNode }) {
  const [kept, setKept] = useState(fromPage)
  // The browser's loader has no page data after the first page: the first page's figures stay.
  if (fromPage !== undefined && fromPage !== kept) setKept(fromPage)
  const [fetched, setFetched] = useState<unknown>()
  const asked = useRef(false)
  const value = useMemo(
    () => ({
      figures: kept ?? fetched,
      want: () => {
        if (asked.current || kept !== undefined) return
        asked.current = true
        void import('./retention-figures-api').then(({ fetchRetentionFigures }) =>
          fetchRetentionFigures().then(setFetched),
        )
      },
    }),
    [kept, fetched],
  )
  return <FiguresContext value={value}>{children}</FiguresContext>
}
