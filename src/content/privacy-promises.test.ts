import { describe, expect, it } from 'vitest'
import { consoleAreas } from '../contracts/console-access'
import { retentionDefaults } from '../site/retention'
import { privacyNoticeVersion } from '../contracts/privacy-notice'
import { privacyHero, privacyPolicy } from './privacy'

const paragraphs = (id: string) =>
  privacyPolicy({ ...retentionDefaults, backupKeepDays: null })
    .clauses.find((clause) => clause.id === id)
    ?.paragraphs.join(' ') ?? ''

/** The privacy page promises what the console enforces (src/contracts/console-access.ts). */
describe('the privacy page’s promises about staff access', () => {
  const security = paragraphs('security-and-breaches')
  const areasOf = (role: 'recruiter' | 'finance') =>
    consoleAreas
      .filter((area) => (area.roles as readonly string[]).includes(role) && area.slug !== 'account')
      .map((area) => area.slug)

  it('names two-step sign-in and passkeys', () => {
    expect(security).toContain('two steps')
    expect(security).toContain('authenticator app')
    expect(security).toContain('passkey')
  })

  it('says what each role sees, as the access table has it', () => {
    expect(areasOf('finance')).toEqual(['plans', 'orders'])
    expect(security).toContain('our finance team sees plans and orders')
    for (const area of areasOf('recruiter').filter((slug) => slug !== 'jobs' && slug !== 'people'))
      expect(security).toContain(area)
    expect(consoleAreas.filter((area) => area.roles.length === 1).map((area) => area.roles[0])).toEqual(
      expect.arrayContaining(['admin']),
    )
  })
})

/** Issue 45: the version stored with each application is the date the page says it was last updated. */
describe('the privacy notice’s date', () => {
  it('is one date: the page’s “Last updated” is the version the forms send', () => {
    expect(privacyNoticeVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const [year, month, day] = privacyNoticeVersion.split('-').map(Number)
    const months = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]
    expect(privacyHero.lead).toContain(`Last updated ${day} ${months[(month ?? 0) - 1]} ${year}.`)
  })
})
