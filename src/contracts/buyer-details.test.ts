import { describe, expect, it } from 'vitest'
import { buyerDetailsMessages as m, checkBuyerDetails, needsBuyerDetails } from './buyer-details.ts'

describe('when an unregistered buyer is named on the invoice (rule 46(f))', () => {
  it('from a taxable value of ₹50,000: a price of ₹59,000 with 18 % GST, not ₹58,999', () => {
    expect(needsBuyerDetails(5_900_000, 18)).toBe(true)
    expect(needsBuyerDetails(5_899_900, 18)).toBe(false)
    expect(needsBuyerDetails(10_000_000, 18)).toBe(true)
    expect(needsBuyerDetails(2_499_900, 18)).toBe(false)
  })

  it('follows the rate: without GST, ₹50,000 is already the taxable value', () => {
    expect(needsBuyerDetails(5_000_000, 0)).toBe(true)
    expect(needsBuyerDetails(5_000_000, 5)).toBe(false)
    expect(needsBuyerDetails(5_250_000, 5)).toBe(true)
  })
})

describe("an unregistered buyer's name, address and state", () => {
  const valid = { name: 'राम कुमार शर्मा', address: ' Flat 4, MG Road\r\nKochi 682016 ', state: '32' }

  it('accepts them in any script, trimmed, line breaks kept', () => {
    expect(checkBuyerDetails(valid)).toEqual({
      ok: true,
      data: { name: 'राम कुमार शर्मा', address: 'Flat 4, MG Road\r\nKochi 682016', state: '32' },
    })
  })

  it('asks for each missing field, in the form order', () => {
    const checked = checkBuyerDetails({})
    expect(checked).toEqual({
      ok: false,
      errors: { name: m.nameRequired, address: m.addressRequired, state: m.stateRequired },
    })
    if (!checked.ok) expect(Object.keys(checked.errors)).toEqual(['name', 'address', 'state'])
    expect(checkBuyerDetails(null)).toMatchObject({ ok: false })
    expect(checkBuyerDetails(['x'])).toMatchObject({ ok: false })
  })

  it('bounds the name to 100 characters and the address to 6 lines of 100', () => {
    expect(checkBuyerDetails({ ...valid, name: 'x'.repeat(100) }).ok).toBe(true)
    expect(checkBuyerDetails({ ...valid, name: 'x'.repeat(101) })).toEqual({
      ok: false,
      errors: { name: m.nameTooLong },
    })
    const sixLines = Array.from({ length: 6 }, () => 'y'.repeat(100)).join('\n')
    expect(checkBuyerDetails({ ...valid, address: sixLines }).ok).toBe(true)
    expect(checkBuyerDetails({ ...valid, address: `${sixLines}\nz` })).toEqual({
      ok: false,
      errors: { address: m.addressTooLong },
    })
    expect(checkBuyerDetails({ ...valid, address: 'y'.repeat(101) })).toEqual({
      ok: false,
      errors: { address: m.addressTooLong },
    })
  })

  it('refuses control and invisible formatting characters, and a state that is not on the list', () => {
    expect(checkBuyerDetails({ ...valid, name: 'Ram\u0007' })).toEqual({ ok: false, errors: { name: m.nameForbidden } })
    expect(checkBuyerDetails({ ...valid, name: 'Ram\u202eKumar' })).toEqual({
      ok: false,
      errors: { name: m.nameForbidden },
    })
    expect(checkBuyerDetails({ ...valid, address: 'MG Road\u202e' })).toEqual({
      ok: false,
      errors: { address: m.addressForbidden },
    })
    expect(checkBuyerDetails({ ...valid, state: '25' })).toEqual({ ok: false, errors: { state: m.stateRequired } })
    expect(checkBuyerDetails({ ...valid, state: 32 })).toEqual({ ok: false, errors: { state: m.stateRequired } })
  })
})
