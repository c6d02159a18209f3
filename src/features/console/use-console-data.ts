import { useCallback, useEffect, useState } from 'react'
import { FreshCodeNeeded, failureMessage, SignedOut } from './console-api'
import { useConsoleSession } from './console-session'

export type Loaded<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'failed'; message: string }

/**
 * Data a screen shows, loaded when `key` changes (filters) or on `reload()`; the previous data stays
 * on screen while the next loads. A lost session sends the console back to its sign-in form.
 */
export function useConsoleData<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const { sessionEnded } = useConsoleSession()
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' })
  const [round, setRound] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for everything `load` reads
  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal).then(
      (data) => setState({ kind: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        if (error instanceof SignedOut) sessionEnded()
        else setState({ kind: 'failed', message: failureMessage(error) })
      },
    )
    return () => controller.abort()
  }, [key, round, sessionEnded])
  const reload = useCallback(() => setRound((value) => value + 1), [])
  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.kind === 'ready' ? { kind: 'ready', data: change(current.data) } : current))
  }, [])
  return { state, reload, update }
}

/**
 * Runs a change (save, close, delete); a lost session ends the console's; a destructive act that
 * wants a fresh code asks for one and is tried once more; any other failure becomes a message.
 */
export function useConsoleAction() {
  const { sessionEnded, askForFreshCode } = useConsoleSession()
  return useCallback(
    async <T>(action: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> => {
      try {
        try {
          return { ok: true, value: await action() }
        } catch (error) {
          if (!(error instanceof FreshCodeNeeded) || !(await askForFreshCode(error.provider))) throw error
          return { ok: true, value: await action() }
        }
      } catch (error) {
        if (error instanceof SignedOut) sessionEnded()
        return { ok: false, error }
      }
    },
    [sessionEnded, askForFreshCode],
  )
}
