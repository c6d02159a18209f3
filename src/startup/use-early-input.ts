import { useLayoutEffect, useRef, type RefObject } from 'react'
import { resendHeldSubmit } from './early-submits'

/**
 * A prerendered form can be used before React hydrates it. React keeps typed text on screen, but
 * the component's state is still empty, so a submit would see nothing and the next render would
 * wipe the fields. Once hydrated, this hands each named field's text to `adopt` (React sets each
 * field's defaultValue to the state's value: a field whose value differs was typed into), then
 * sends again a submit the boot script held meanwhile.
 */
export function useEarlyInput(form: RefObject<HTMLFormElement | null>, adopt: (name: string, value: string) => void) {
  const adoptRef = useRef(adopt)
  adoptRef.current = adopt
  // A layout effect: the adopted text is in the state before anything else can happen.
  useLayoutEffect(() => {
    const element = form.current
    if (!element) return
    for (const field of Array.from(element.elements)) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue
      if (field.name !== '' && field.value !== field.defaultValue) adoptRef.current(field.name, field.value)
    }
    // After React has rendered the adopted text, so the submit handler reads it.
    const resend = setTimeout(() => resendHeldSubmit(element), 0)
    return () => clearTimeout(resend)
  }, [form])
}
