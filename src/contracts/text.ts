import { z } from '../lib/schema.ts'

// C0 controls, DEL and C1 controls: PostgreSQL refuses NUL, and no field here needs the rest.
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/
// Free text keeps tab and line breaks (browsers send a textarea's newlines as CR LF).
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

interface TextRule {
  required?: string
  maxLength?: number
  tooLong?: string
  forbidden: string
  freeText?: boolean
}

/** A trimmed string field: required (if a message is given), at most `maxLength`, no control characters. */
export function textField(rule: TextRule) {
  return z.string(rule.required ?? rule.forbidden).check(
    z.trim(),
    ...(rule.required === undefined ? [] : [z.minLength(1, rule.required)]),
    ...(rule.maxLength === undefined ? [] : [z.maxLength(rule.maxLength, rule.tooLong ?? rule.forbidden)]),
    z.refine((value: string) => !hasForbiddenCharacters(value, rule.freeText === true), rule.forbidden),
  )
}

/** A required, trimmed e-mail address; anything wrong with it is `invalid`. */
export function emailField(required: string, invalid: string) {
  return z.string(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(emailMaxLength, invalid),
    z.regex(emailPattern, invalid),
    z.refine((value: string) => !hasForbiddenCharacters(value, false), invalid),
  )
}

/** The first message for each field of a failed parse, keyed by the field's name. */
export function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const issue of issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && messages[field] === undefined) messages[field] = issue.message
  }
  return messages
}
