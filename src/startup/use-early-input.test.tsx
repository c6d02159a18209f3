import { act } from '@testing-library/react'
import { useRef, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useEarlyInput } from './use-early-input'

function NameForm() {
  const form = useRef<HTMLFormElement>(null)
  const [name, setName] = useState('')
  useEarlyInput(form, (field, value) => field === 'name' && setName(value))
  return (
    <form ref={form}>
      <label>
        Name <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <output>{name === '' ? 'empty' : `state: ${name}`}</output>
    </form>
  )
}

let root: Root | undefined
let container: HTMLDivElement | undefined

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
})

describe('useEarlyInput', () => {
  it('hands text typed into the prerendered form before hydration to the state, and keeps it on screen', async () => {
    container = document.createElement('div')
    container.innerHTML = renderToString(<NameForm />)
    document.body.append(container)
    const input = container.querySelector('input') as HTMLInputElement
    input.value = 'Asha Rao' // typed while the app was still loading
    await act(async () => {
      root = hydrateRoot(container as HTMLDivElement, <NameForm />)
    })
    expect(container.querySelector('output')).toHaveTextContent('state: Asha Rao')
    expect(input.value).toBe('Asha Rao')
  })

  it('changes nothing when nothing was typed early', async () => {
    container = document.createElement('div')
    container.innerHTML = renderToString(<NameForm />)
    document.body.append(container)
    await act(async () => {
      root = hydrateRoot(container as HTMLDivElement, <NameForm />)
    })
    expect(container.querySelector('output')).toHaveTextContent('empty')
  })
})
