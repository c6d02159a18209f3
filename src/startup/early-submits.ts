const held = new Map<HTMLFormElement, HTMLElement | null>()
/** Forms in the prerendered HTML that have not hydrated yet (see resendHeldSubmit). */
const notHydrated = new Set<HTMLFormElement>()

/**
 * A prerendered form submitted before its React handler is attached would go the browser's own
 * way: a page load (or the mailto: fallback) that loses what was typed. The boot script holds such
 * a submit instead; the form sends it again once it has hydrated (see useEarlyInput). That is
 * until the form itself has hydrated, not just until the app has started: React hydrates a page
 * in parts, and a submit into a part it has not reached yet finds no handler.
 */
export function holdEarlySubmits(): void {
  for (const form of Array.from(document.forms)) notHydrated.add(form)
  document.addEventListener(
    'submit',
    (event) => {
      if (!(event.target instanceof HTMLFormElement)) return
      // A form the app rendered itself (after start-up) was never prerendered: its submits are its own.
      if (!notHydrated.has(event.target)) return
      event.preventDefault()
      // React may already listen (the app has started): it must not also handle the held submit.
      event.stopImmediatePropagation()
      held.set(event.target, event.submitter)
    },
    true,
  )
}

/** Called by a hydrated prerendered form: its submits are its own from now on; one held is sent again. */
export function resendHeldSubmit(form: HTMLFormElement): void {
  notHydrated.delete(form)
  if (!held.has(form)) return
  const submitter = held.get(form)
  held.delete(form)
  const ownButton =
    (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form
  form.requestSubmit(ownButton ? submitter : undefined)
}
