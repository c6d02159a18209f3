import { describe, expect, it } from 'vitest'
import { businessDetailsMessages, checkBusinessDetails } from './business-details.ts'
import { gstinCheckCharacter, gstinMessages, gstinProblem, gstinStateCode } from './gstin.ts'

describe('GSTIN validation', () => {
  it('accepts a valid GSTIN, typed in any case and with spaces, and names its state', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull()
    expect(gstinProblem(' 27aapfu0939f1zv ')).toBeNull()
    expect(gstinProblem('23AAJCA4367K1ZI')).toBeNull()
    expect(gstinStateCode('27AAPFU0939F1ZV')).toBe('27')
  })

  it('refuses a wrong check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V')
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(gstinMessages.check)
    // One changed digit of the PAN is caught by the check character.
    expect(gstinProblem('27AAPFU0938F1ZV')).toBe(gstinMessages.check)
  })

  it('refuses an unknown state code, a wrong length and a wrong shape', () => {
    const first14 = '99AAPFU0939F1Z'
    expect(gstinProblem(`${first14}${gstinCheckCharacter(first14)}`)).toBe(gstinMessages.state)
    expect(gstinProblem(`00AAPFU0939F1Z${gstinCheckCharacter('00AAPFU0939F1Z')}`)).toBe(gstinMessages.state)
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(gstinMessages.length)
    expect(gstinProblem('27AAPF00939F1ZV')).toBe(gstinMessages.shape)
  })
})

describe("the buyer's business details", () => {
  const valid = { business_name: 'Unit Traders', gstin: '27aapfu0939f1zv', address: 'Plot 4\nPune 411001', state: '27' }

  it('cleans valid details: the GSTIN in capitals, the address lines kept', () => {
    expect(checkBusinessDetails(valid)).toEqual({
      ok: true,
      data: { business_name: 'Unit Traders', gstin: '27AAPFU0939F1ZV', address: 'Plot 4\nPune 411001', state: '27' },
    })
  })

  it('says what is wrong with each field, and when the state is not the GSTIN’s', () => {
    expect(checkBusinessDetails({ ...valid, state: '29' })).toEqual({
      ok: false,
      errors: { state: businessDetailsMessages.stateMismatch },
    })
    expect(checkBusinessDetails({})).toEqual({
      ok: false,
      errors: {
        business_name: businessDetailsMessages.nameRequired,
        gstin: businessDetailsMessages.gstinRequired,
        address: businessDetailsMessages.addressRequired,
        state: businessDetailsMessages.stateRequired,
      },
    })
    expect(checkBusinessDetails({ ...valid, gstin: '27AAPFU0939F1ZW' })).toEqual({
      ok: false,
      errors: { gstin: gstinMessages.check },
    })
  })

  it('holds a name of one line and an address of 6 lines of 100 characters; refuses invisible formatting (issue 59 item 5)', () => {
    const sixLines = Array.from({ length: 6 }, (_, index) => `${index + 1} ${'x'.repeat(98)}`).join('\r\n')
    expect(checkBusinessDetails({ ...valid, business_name: 'x'.repeat(100), address: sixLines }).ok).toBe(true)
    expect(checkBusinessDetails({ ...valid, business_name: 'x'.repeat(101) })).toEqual({
      ok: false,
      errors: { business_name: businessDetailsMessages.nameTooLong },
    })
    for (const address of [`${sixLines}\nline 7`, `Plot 4\n${'x'.repeat(101)}`]) {
      expect(checkBusinessDetails({ ...valid, address })).toEqual({
        ok: false,
        errors: { address: businessDetailsMessages.addressTooLong },
      })
    }
    // U+202E RIGHT-TO-LEFT OVERRIDE, U+200B ZERO WIDTH SPACE, U+2066 LEFT-TO-RIGHT ISOLATE.
    for (const hidden of ['\u202e', '\u200b', '\u2066']) {
      expect(
        checkBusinessDetails({ ...valid, business_name: `Unit${hidden} Traders`, address: `Plot 4${hidden}` }),
      ).toEqual({
        ok: false,
        errors: {
          business_name: businessDetailsMessages.nameForbidden,
          address: businessDetailsMessages.addressForbidden,
        },
      })
    }
  })
})
