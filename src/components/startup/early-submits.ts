let appHandlesForms = false
const held = new Map<HTMLFormElement, HTMLElement | null>()

/**
 * A prerendered form submitted before the app has loaded would go the browser's own way: a page
 * load that loses what was typed (and puts it in the address bar). The boot script holds such a
 * submit instead; the form sends it again once it has hydrated (see useEarlyInput).
 */
export function holdEarlySubmits(): void {
  document.addEventListener(
    'submit',
    (event) => {
      if (appHandlesForms || !(event.target instanceof HTMLFormElement)) return
      event.preventDefault()
      held.set(event.target, event.submitter)
    },
    true,
  )
}

/** Called once React listens: from then on a submit reaches the form's own handler. */
export function formsHandledByApp(): void {
  appHandlesForms = true
}

/** Sends again a submit held for this form, if there is one. */
export function resendHeldSubmit(form: HTMLFormElement): void {
  if (!held.has(form)) return
  const submitter = held.get(form)
  held.delete(form)
  const ownButton = (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form
  form.requestSubmit(ownButton ? submitter : undefined)
}
