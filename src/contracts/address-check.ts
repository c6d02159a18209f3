/**
 * Said after a form asks us to e-mail someone (issue 60 item 6): the address as typed, so a typo shows
 * now rather than as an e-mail that never comes. Shown by the browser only; the server's answers stay
 * the same for every address.
 */
export const addressCheck = (email: string) =>
  `We are writing to ${email.trim()}: if that address is wrong, correct it and ask again.`
