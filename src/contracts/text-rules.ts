/**
 * Rules for text a visitor types, shared by the site's forms and the server (one place, so the two can
 * never disagree). Control characters (C0, DEL, C1) and lone surrogates are refused everywhere: the
 * database cannot store a NUL byte, and nothing a person types needs them. Free text (comments, a
 * message) may hold tabs and line breaks.
 */
const controlCharacter = /[\p{Cc}\p{Cs}]/u
const controlCharacterExceptLayout = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline === true ? controlCharacterExceptLayout : controlCharacter).test(value)
}

/** The message naming the field, e.g. 'Full name must not contain control characters'. */
export function controlCharactersMessage(label: string): string {
  return `${label} must not contain control characters`
}
