import { z } from 'zod'
import { optionalText } from '../env-fields.ts'
import { defaultIndexNowEndpoint, type IndexNowSettings, indexNowKeyPattern } from './indexnow.ts'

/** IndexNow (record 084): job changes announced to search engines when a key is set. */
export const indexNowEnv = z.object({
  INDEXNOW_KEY: optionalText
    .pipe(z.string().regex(indexNowKeyPattern, 'INDEXNOW_KEY takes 8–128 letters, digits and dashes').nullable())
    .default(null),
  INDEXNOW_ENDPOINT: z.url({ protocol: /^https?$/ }).default(defaultIndexNowEndpoint),
})

export const readIndexNowSettings = (e: z.infer<typeof indexNowEnv>): IndexNowSettings | null =>
  e.INDEXNOW_KEY === null ? null : { key: e.INDEXNOW_KEY, endpoint: e.INDEXNOW_ENDPOINT }
