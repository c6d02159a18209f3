import { createContext, useContext } from 'react'

export interface ConsoleSession {
  email: string
  /** Called when the server says the session is gone: the console goes back to the sign-in form. */
  sessionEnded: () => void
}

export const ConsoleSessionContext = createContext<ConsoleSession | null>(null)

export function useConsoleSession(): ConsoleSession {
  const session = useContext(ConsoleSessionContext)
  if (session === null) throw new Error('useConsoleSession outside the signed-in console')
  return session
}
