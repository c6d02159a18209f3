// Where a job is, as search engines need it (issue 61 item 8): Google refuses a JobPosting without a
// place, and a remote one without the countries it is open to.

export const jobLocationMessages = {
  hint: 'A city, or Remote with the countries it is open to, such as Remote (India).',
  required: 'Please enter where the job is: a city, or Remote with the countries it is open to.',
  remoteCountries: 'Please name the countries a remote job is open to, such as Remote (India).',
} as const

const remote = /\bremote\b/i

/** The location's message, or undefined when a search engine can place the job. */
export function checkJobLocation(location: string | null | undefined): string | undefined {
  const text = location?.trim() ?? ''
  if (text === '') return jobLocationMessages.required
  if (remote.test(text) && !/\([^)]*[\p{L}][^)]*\)/u.test(text)) return jobLocationMessages.remoteCountries
  return undefined
}
