import { describe, expect, it } from 'vitest'
import { parseRetentionFigures } from './retention-figures.ts'

describe('parseRetentionFigures', () => {
  const figures = { applicationDays: 200, talentPoolDays: 730, messageDays: 0, backupKeepDays: 30 }

  it('reads the server’s figures; a payload without backupKeepDays (an older server) has no backups', () => {
    expect(parseRetentionFigures(figures)).toEqual(figures)
    expect(parseRetentionFigures({ ...figures, backupKeepDays: null })).toEqual({ ...figures, backupKeepDays: null })
    const { backupKeepDays: _, ...older } = figures
    expect(parseRetentionFigures(older)).toEqual({ ...older, backupKeepDays: null })
  })

  it('is undefined for anything but whole days from 0 to 36 500', () => {
    for (const bad of [
      undefined,
      null,
      '200',
      [],
      { ...figures, applicationDays: -1 },
      { ...figures, talentPoolDays: 1.5 },
      { ...figures, messageDays: '30' },
      { ...figures, backupKeepDays: 40_000 },
      { talentPoolDays: 730, messageDays: 730 },
    ]) {
      expect(parseRetentionFigures(bad), JSON.stringify(bad)).toBeUndefined()
    }
  })
})
