// The pieces every settings module reads the environment with (server/config.ts joins them).
import { z } from 'zod'

/** A setting that is wrong: the message names it and says what it takes; the server does not start. */
export class ConfigError extends Error {}

/** 1/true/yes/on (any case) is on; empty, 0/false/no/off is off. */
export const flag = z
  .string()
  .trim()
  .transform((value) => value !== '' && !['0', 'false', 'no', 'off'].includes(value.toLowerCase()))

/** Empty is null. */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value))

/** A comma list of http(s) origins, trailing slashes dropped. */
export const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().replace(/\/+$/, ''))
      .filter((item) => item !== ''),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })))
