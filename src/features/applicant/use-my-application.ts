import { useLocation } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { applicantTokenPattern, type MyApplication } from '../../contracts/applicant'
import { readApplication } from './applicant-api'

/** Where the page stands: what it shows follows from this alone. */
export type PageState =
  | { kind: 'no-link' }
  | { kind: 'loading' }
  | { kind: 'gone' }
  | { kind: 'deleted' }
  | { kind: 'failed'; message: string }
  | { kind: 'shown'; application: MyApplication }

/** The token after '#' in the page's address (the e-mail's link), or null when there is none or it is cut short. */
export function tokenOf(hash: string): string | null {
  const token = hash.replace(/^#/, '').trim()
  return applicantTokenPattern.test(token) ? token : null
}

/** Reads the application the address's token opens, again whenever the address changes (a new link pasted). */
export function useMyApplication() {
  const token = useLocation({ select: (location) => tokenOf(location.hash) })
  const [state, setState] = useState<PageState>(token === null ? { kind: 'no-link' } : { kind: 'loading' })

  const load = useCallback((token: string, current: () => boolean) => {
    setState({ kind: 'loading' })
    void readApplication(token).then((outcome) => {
      if (!current()) return
      if (outcome.kind === 'ok') setState({ kind: 'shown', application: outcome.value })
      else if (outcome.kind === 'gone') setState({ kind: 'gone' })
      else setState({ kind: 'failed', message: outcome.message })
    })
  }, [])

  useEffect(() => {
    if (token === null) {
      setState({ kind: 'no-link' })
      return
    }
    let current = true
    load(token, () => current)
    return () => {
      current = false
    }
  }, [token, load])

  return { token, state, setState, retry: () => token !== null && load(token, () => true) }
}
