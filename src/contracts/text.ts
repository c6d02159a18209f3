// The rules of what visitors type (applications, referrals, contact messages), as plain functions:
// the forms check them on every page without loading zod, and the server runs the very same code.

// C0 controls, DEL and C1 controls: PostgreSQL refuses NUL, and no field here needs the rest.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the class exists to find control characters
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/
// Free text keeps tab and line breaks (browsers send a textarea's newlines as CR LF).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the class exists to find control characters
const controlCharacterButLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
// Half of a surrogate pair cannot be stored as UTF-8 and would be mangled on the way in.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Whether `value` holds a character no text field accepts (tab and line breaks allowed in free text). */
export function hasForbiddenCharacters(value: string, freeText: boolean): boolean {
  return (freeText ? controlCharacterButLineBreaks : controlCharacter).test(value) || loneSurrogate.test(value)
}

// Deliberately loose: one @, something on both sides, a dot in the domain. Mail delivery checks the rest.
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const emailMaxLength = 254

/** A trimmed text: required (if a message is given), at most `maxLength`, no control characters. */
export interface TextRule {
  kind: 'text'
  required?: string
  maxLength?: number
  tooLong?: string
  forbidden: string
  freeText?: boolean
}

/** A required, trimmed e-mail address; anything wrong with it is `invalid`. */
export interface EmailRule {
  kind: 'email'
  required: string
  invalid: string
}

export type FieldRule = TextRule | EmailRule

export const textField = (rule: Omit<TextRule, 'kind'>): TextRule => ({ kind: 'text', ...rule })
export const emailField = (required: string, invalid: string): EmailRule => ({ kind: 'email', required, invalid })

type Checked = { ok: true; value: string } | { ok: false; message: string }

/** One field: its trimmed value, or the message for its first problem. */
export function checkField(rule: FieldRule, raw: unknown): Checked {
  if (rule.kind === 'email') {
    if (typeof raw !== 'string') return { ok: false, message: rule.required }
    const value = raw.trim()
    if (value === '') return { ok: false, message: rule.required }
    if (value.length > emailMaxLength || !emailPattern.test(value) || hasForbiddenCharacters(value, false)) {
      return { ok: false, message: rule.invalid }
    }
    return { ok: true, value }
  }
  if (typeof raw !== 'string') return { ok: false, message: rule.required ?? rule.forbidden }
  const value = raw.trim()
  if (rule.required !== undefined && value === '') return { ok: false, message: rule.required }
  if (rule.maxLength !== undefined && value.length > rule.maxLength)
    return { ok: false, message: rule.tooLong ?? rule.forbidden }
  if (hasForbiddenCharacters(value, rule.freeText === true)) return { ok: false, message: rule.forbidden }
  return { ok: true, value }
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>

/** Every field of a payload, in the rules' order: the trimmed values, or one message per bad field. */
export function checkFields<F extends string>(
  rules: Record<F, FieldRule>,
  values: Partial<Record<F, unknown>>,
): { ok: true; data: Record<F, string> } | { ok: false; errors: FieldErrors<F> } {
  const data = {} as Record<F, string>
  const errors: FieldErrors<F> = {}
  let ok = true
  for (const field of Object.keys(rules) as F[]) {
    const checked = checkField(rules[field], values[field])
    if (checked.ok) data[field] = checked.value
    else {
      errors[field] = checked.message
      ok = false
    }
  }
  return ok ? { ok: true, data } : { ok: false, errors }
}
