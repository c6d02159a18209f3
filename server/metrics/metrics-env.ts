import { z } from 'zod'
import { ConfigError, optionalText } from '../env-fields.ts'

export interface MetricsSettings {
  /** METRICS_TOKEN: the bearer token a scrape must send; null: no token asked (only with METRICS_PORT). */
  token: string | null
  /** METRICS_PORT: a listener of its own that serves only /metrics; null: /metrics on PORT, behind the token. */
  port: number | null
  /** METRICS_HOST: the interface that listener binds (default HOST with METRICS_TOKEN, else 127.0.0.1). */
  host: string
}

/** Shorter tokens could be guessed: /metrics answers every try (a throttle would also stop the real scraper). */
export const metricsTokenMinLength = 32

/** GET /metrics (record 063): off unless a token or a port of its own is set. */
export const metricsEnv = z.object({
  METRICS_TOKEN: optionalText
    .pipe(
      z
        .string()
        .min(metricsTokenMinLength, `METRICS_TOKEN needs at least ${metricsTokenMinLength} characters`)
        .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN takes printable ASCII without spaces')
        .nullable(),
    )
    .default(null),
  METRICS_PORT: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null
      const port = Number(value)
      if (Number.isInteger(port) && port >= 0 && port <= 65535) return port
      ctx.addIssue({ code: 'custom', message: 'METRICS_PORT must be a port number (0–65535)' })
      return z.NEVER
    })
    .default(null),
  METRICS_HOST: optionalText.default(null),
})

export function readMetricsSettings(e: z.infer<typeof metricsEnv> & { HOST: string; PORT: number }): MetricsSettings {
  if (e.METRICS_PORT !== null && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      'Invalid environment: METRICS_PORT must differ from PORT (unset it to serve /metrics on PORT)',
    )
  }
  // Without a token, the metrics port answers anyone who reaches it: loopback unless METRICS_HOST says otherwise.
  return {
    token: e.METRICS_TOKEN,
    port: e.METRICS_PORT,
    host: e.METRICS_HOST ?? (e.METRICS_TOKEN === null ? '127.0.0.1' : e.HOST),
  }
}
