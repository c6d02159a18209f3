/**
 * GSTIN checks shared by the plans dialog (a clear message as the buyer types) and the server (the
 * same rule on the order's business details). A GSTIN is 15 characters: the state's two-digit code,
 * the holder's PAN (5 letters, 4 digits, 1 letter), the registration's number within the state
 * (1–9, A–Z), 'Z', and a check character computed from the other fourteen.
 */

/** GST state codes (the first two digits of a GSTIN), as the GST portal lists them today. */
export const gstStates = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  // 25 (Daman and Diu) merged into 26 in 2020; 28 was Andhra Pradesh before 2014 (now 37).
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
} as const satisfies Record<string, string>

export type GstStateCode = keyof typeof gstStates

export function isGstStateCode(code: string): code is GstStateCode {
  return Object.hasOwn(gstStates, code)
}

const characters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * The check character of a GSTIN's first 14 characters (the GSTN's published method): each
 * character's value (0–9, A=10 … Z=35) times 1 or 2 alternately from the left, the product's base-36
 * digits summed, and the character that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const value = characters.indexOf(first14[i] ?? '')
    if (value < 0) throw new Error('Not a GSTIN character')
    const product = value * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return characters[(36 - (sum % 36)) % 36] ?? '0'
}

/** Upper case without spaces: what the buyer means, however it was typed. */
export function normaliseGstin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

export const gstinMessages = {
  length: 'A GSTIN has 15 characters, like 27AAPFU0939F1ZV.',
  shape: 'A GSTIN is 2 digits, a 10-character PAN, a digit or letter, Z and a check character, like 27AAPFU0939F1ZV.',
  state: 'The first two digits of a GSTIN are a state code; these are not one.',
  check: 'The last character of this GSTIN does not match the others: please check it for a typo.',
} as const

const gstinShape = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

/** Why a GSTIN is not valid, in the buyer's words, or null when it is (after normaliseGstin). */
export function gstinProblem(value: string): string | null {
  const gstin = normaliseGstin(value)
  if (gstin.length !== 15) return gstinMessages.length
  if (!gstinShape.test(gstin)) return gstinMessages.shape
  if (!isGstStateCode(gstin.slice(0, 2))) return gstinMessages.state
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return gstinMessages.check
  return null
}

/** The state a valid GSTIN is registered in. */
export function gstinStateCode(gstin: string): GstStateCode | null {
  const code = normaliseGstin(gstin).slice(0, 2)
  return isGstStateCode(code) ? code : null
}
