import { useEffect, useState } from 'react'
import {
  signInWithProvider,
  singleSignOnOutcomeParam,
  singleSignOnOutcomes,
  singleSignOnPaths,
} from '../../contracts/single-sign-on'
import { apiUrl } from '../../site/settings'
import styles from './console.module.css'
import { signInOptions } from './sign-in-api'

/** The company's provider when the server has one (record 088), once the server has said; null meanwhile and without. */
export function useSignInProvider(): string | null {
  const [provider, setProvider] = useState<string | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    void signInOptions(controller.signal).then((options) => {
      if (!controller.signal.aborted) setProvider(options.provider)
    })
    return () => controller.abort()
  }, [])
  return provider
}

/** Why the provider's trip ended back here without a session (/console?sso=…), in the server's words; '' otherwise. */
export function providerOutcome(search: string): string {
  const outcome = new URLSearchParams(search).get(singleSignOnOutcomeParam)
  return outcome !== null && Object.hasOwn(singleSignOnOutcomes, outcome)
    ? singleSignOnOutcomes[outcome as keyof typeof singleSignOnOutcomes]
    : ''
}

/** Takes the provider's answer out of the address once it is read: a reload or a copied link does not repeat it. */
export function forgetProviderOutcome(): void {
  const url = new URL(window.location.href)
  if (!url.searchParams.has(singleSignOnOutcomeParam)) return
  url.searchParams.delete(singleSignOnOutcomeParam)
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

/** 'Sign in with <provider>': off to the provider's own sign-in page, and back signed in. */
export function ProviderSignIn({ provider }: { provider: string }) {
  return (
    <>
      <button
        type="button"
        className={styles.primary}
        onClick={() => window.location.assign(apiUrl(singleSignOnPaths.start))}
      >
        {signInWithProvider(provider)}
      </button>
      <p className={styles.divider}>or with your password</p>
    </>
  )
}
