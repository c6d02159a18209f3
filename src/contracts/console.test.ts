import { describe, expect, it } from 'vitest'
import { checkPlanInput, consoleMessages } from './console.ts'
import { checkJobInput } from './console-jobs.ts'
import { jobLocationMessages } from './job-location.ts'

describe('checkJobInput', () => {
  it('trims the texts, stores blank optional ones as null, and needs a title', () => {
    const checked = checkJobInput({ job_name: '  Data Engineer ', location: ' Pune ', pay: '', skills: 'SQL\nPython' })
    expect(checked).toEqual({
      ok: true,
      data: expect.objectContaining({ job_name: 'Data Engineer', location: 'Pune', pay: null, skills: 'SQL\nPython' }),
    })
    expect(checkJobInput({ job_name: '   ', location: 'Pune' })).toEqual({
      ok: false,
      errors: { job_name: consoleMessages.jobTitleRequired },
    })
  })

  it('needs a place a search engine accepts: a city, or Remote with its countries (issue 61 item 8)', () => {
    expect(checkJobInput({ job_name: 'Data Engineer' })).toEqual({
      ok: false,
      errors: { location: jobLocationMessages.required },
    })
    expect(checkJobInput({ job_name: 'Data Engineer', location: '  ' })).toMatchObject({
      errors: { location: jobLocationMessages.required },
    })
    expect(checkJobInput({ job_name: 'Data Engineer', location: 'Remote' })).toEqual({
      ok: false,
      errors: { location: jobLocationMessages.remoteCountries },
    })
    expect(checkJobInput({ job_name: 'Data Engineer', location: 'Remote ()' })).toMatchObject({ ok: false })
    for (const location of ['Remote (India)', 'Remote (India, Sri Lanka)', 'Dallas, TX, USA (Hybrid)', 'Pune'])
      expect(checkJobInput({ job_name: 'Data Engineer', location })).toMatchObject({ ok: true })
  })

  it('refuses wrong types, control characters and very long texts, one message per field', () => {
    const checked = checkJobInput({ job_name: 42, location: 'Pune\u0000', job_overview: 'x'.repeat(10_001) })
    expect(checked).toEqual({
      ok: false,
      errors: {
        job_name: consoleMessages.jobTitleRequired,
        location: consoleMessages.forbidden,
        job_overview: consoleMessages.tooLong,
      },
    })
    expect(checkJobInput(null)).toMatchObject({ ok: false, errors: { job_name: consoleMessages.jobTitleRequired } })
    expect(checkJobInput(['x'])).toMatchObject({ ok: false })
  })
})

describe('checkPlanInput', () => {
  const plan = { name: 'Starter', max_users: 5, max_tasks: '100', max_storage_gb: 10, price: ' 1299 ' }

  it('takes whole numbers typed as text or sent as numbers', () => {
    expect(checkPlanInput(plan)).toEqual({
      ok: true,
      data: { name: 'Starter', max_users: 5, max_tasks: 100, max_storage_gb: 10, price: 1299, billing: 'one-off' },
    })
  })

  it('takes what the price buys, one payment when left out, and refuses any other period', () => {
    expect(checkPlanInput({ ...plan, billing: 'monthly' })).toMatchObject({ ok: true, data: { billing: 'monthly' } })
    expect(checkPlanInput({ ...plan, billing: 'weekly' })).toEqual({
      ok: false,
      errors: { billing: consoleMessages.billingInvalid },
    })
  })

  it('refuses a price below 1 rupee, fractions, negative limits and a blank name', () => {
    expect(checkPlanInput({ ...plan, name: ' ', price: 0, max_users: -1, max_tasks: 1.5 })).toEqual({
      ok: false,
      errors: {
        name: consoleMessages.planNameRequired,
        price: consoleMessages.priceInvalid,
        max_users: consoleMessages.wholeNumber,
        max_tasks: consoleMessages.wholeNumber,
      },
    })
    expect(checkPlanInput({ ...plan, price: '12x' })).toMatchObject({
      ok: false,
      errors: { price: consoleMessages.priceInvalid },
    })
    expect(checkPlanInput({ ...plan, price: 10_000_001 })).toMatchObject({ ok: false })
    expect(checkPlanInput({ ...plan, price: 10_000_000 })).toMatchObject({ ok: true })
  })
})
