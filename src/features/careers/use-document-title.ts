import { useEffect } from 'react'

/**
 * Shows `title` as the document title while set. The route's head owns the title otherwise;
 * on leaving, the old title comes back only if nothing else has replaced ours meanwhile.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title === undefined) return
    const previous = document.title
    document.title = title
    return () => {
      if (document.title === title) document.title = previous
    }
  }, [title])
}
