import type { StaffRole } from '../../contracts/console-access'
import { createContext, useContext } from 'react'

export interface ConsoleSession {
  email: string
  role: StaffRole
  /** The server can e-mail applicants: setting rejected or hired offers 'E-mail the applicant'. */
  statusEmails: boolean
  /**
   * Asks for a fresh code (a destructive act after 15 minutes); true once one was accepted. With the
   * provider's name, a member signed in through it is sent to sign in there again instead.
   */
  askForFreshCode: (provider?: string) => Promise<boolean>
  /** Called when the server says the session is gone: the console goes back to the sign-in form. */
  sessionEnded: () => void
  /** Called after the staff member ended their own session: the sign-in form, with this notice. */
  signedOut: (notice: string) => void
}

export const ConsoleSessionContext = createContext<ConsoleSession | null>(null)

export function useConsoleSession(): ConsoleSession {
  const session = useContext(ConsoleSessionContext)
  if (session === null) throw new Error('useConsoleSession outside the signed-in console')
  return session
}
