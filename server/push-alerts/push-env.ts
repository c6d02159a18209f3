import { z } from 'zod'
import { ConfigError, optionalText } from '../env-fields.ts'
import type { VapidKeys } from './vapid-keys.ts'

export interface PushSettings {
  /** PUSH_ENDPOINT_HOSTS: more hosts a subscription may name; the operator's own, their addresses unchecked. */
  endpointHosts: readonly string[]
  /** PUSH_NEW_PER_NETWORK_PER_DAY: new subscriptions from one client network (an IPv4 address, an IPv6 /64). */
  newPerNetworkPerDay: number
  /** PUSH_NEW_PER_DAY: new subscriptions from everyone together. */
  newPerDay: number
}

export const pushDefaults = { newPerNetworkPerDay: 20, newPerDay: 5000 } as const

/** Push alerts (records 055, 056): the signing keys, the hosts subscriptions may name, new ones a day. */
export const pushEnv = z.object({
  VAPID_PUBLIC_KEY: optionalText.default(null),
  VAPID_PRIVATE_KEY: optionalText.default(null),
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) =>
          item
            .trim()
            .toLowerCase()
            .replace(/^\[|\]$/g, ''),
        )
        .filter((item) => item !== ''),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9.:-]+$/, 'PUSH_ENDPOINT_HOSTS lists host names, without scheme or port')))
    .default([]),
  PUSH_NEW_PER_NETWORK_PER_DAY: z.coerce.number().int().positive().default(pushDefaults.newPerNetworkPerDay),
  PUSH_NEW_PER_DAY: z.coerce.number().int().positive().default(pushDefaults.newPerDay),
})

export function readPushSettings(e: z.infer<typeof pushEnv>): { vapidKeys: VapidKeys | null; push: PushSettings } {
  if ((e.VAPID_PUBLIC_KEY === null) !== (e.VAPID_PRIVATE_KEY === null)) {
    throw new ConfigError('Invalid environment: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither')
  }
  return {
    vapidKeys:
      e.VAPID_PUBLIC_KEY !== null && e.VAPID_PRIVATE_KEY !== null
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    push: {
      endpointHosts: e.PUSH_ENDPOINT_HOSTS,
      newPerNetworkPerDay: e.PUSH_NEW_PER_NETWORK_PER_DAY,
      newPerDay: e.PUSH_NEW_PER_DAY,
    },
  }
}
