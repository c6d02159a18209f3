import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useCallback, useEffect, useRef } from 'react'
import type { CareersSearch } from './careers-search'

/**
 * The careers page's state in the URL. The dialog is pushed as `?apply=<id>` so Back closes it;
 * closing it in the page goes back through that same entry instead of adding another.
 */
export function useCareersSearch() {
  const search = useSearch({ from: '/job-openings' })
  const navigate = useNavigate({ from: '/job-openings' })
  const router = useRouter()
  const pushedApply = useRef(false)

  useEffect(() => {
    if (search.apply === undefined) pushedApply.current = false
  }, [search.apply])

  const update = useCallback(
    (patch: Partial<CareersSearch>, options: { replace?: boolean } = {}) => {
      // Search changes keep the visitor's place on the page.
      void navigate({
        search: (previous: CareersSearch) => ({ ...previous, ...patch }),
        replace: options.replace ?? false,
        resetScroll: false,
      })
    },
    [navigate],
  )

  const openApply = useCallback(
    (id: number) => {
      pushedApply.current = true
      update({ apply: id })
    },
    [update],
  )

  const closeApply = useCallback(() => {
    if (pushedApply.current) {
      pushedApply.current = false
      router.history.back()
    } else {
      update({ apply: undefined }, { replace: true })
    }
  }, [router, update])

  return { search, update, openApply, closeApply }
}
