import {
  type ConsoleAuditEntry,
  consoleAuditEntrySchema,
  type ConsoleMessage,
  consoleMessageSchema,
  type ConsoleReferral,
  consoleReferralSchema,
  listOf,
} from '../../../contracts/console'
import { consoleData } from '../console-api'

export const fetchReferrals = async (signal: AbortSignal): Promise<ConsoleReferral[]> =>
  (await consoleData('referrals/', listOf(consoleReferralSchema), { signal })).results

export const fetchMessages = async (signal: AbortSignal): Promise<ConsoleMessage[]> =>
  (await consoleData('messages/', listOf(consoleMessageSchema), { signal })).results

export const fetchAudit = async (signal: AbortSignal): Promise<ConsoleAuditEntry[]> =>
  (await consoleData('audit/', listOf(consoleAuditEntrySchema), { signal })).results
