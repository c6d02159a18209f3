import { useCallback, useState } from 'react'
import { failureMessage } from '../console-api'

/**
 * A code typed from the authenticator app (sign-in's second step, a fresh code, a destructive act):
 * an empty one is refused at once, a wrong one empties the field and says why, and a failure that
 * ends the session goes to `ended` (which answers true when it took it).
 */
export function useCodeEntry(send: (code: string) => Promise<void>, ended: (failure: unknown) => boolean) {
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  /** True once the server accepted the code. */
  async function enter(): Promise<boolean> {
    if (busy) return false
    if (code.trim() === '') {
      setError('Please enter the code.')
      return false
    }
    setBusy(true)
    setError('')
    try {
      await send(code.trim())
      return true
    } catch (failure) {
      if (!ended(failure)) {
        setCode('')
        setError(failureMessage(failure))
      }
      return false
    } finally {
      setBusy(false)
    }
  }

  // Stable: the fresh-code dialog's `ask` depends on it, and the whole console on `ask`.
  const reset = useCallback(() => {
    setCode('')
    setError('')
  }, [])

  return { code, setCode, error, busy, enter, reset }
}
