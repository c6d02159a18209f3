import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RecoveryCodes } from './recovery-codes'

const codes = Array.from({ length: 10 }, (_, index) => `code-${index}-abcd`)

function show() {
  const onContinue = vi.fn()
  render(<RecoveryCodes codes={codes} onContinue={onContinue} />)
  return { onContinue, user: userEvent.setup() }
}

describe('RecoveryCodes', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('goes on only once ‘I have saved these codes’ is ticked', async () => {
    const { onContinue, user } = show()
    expect(screen.getByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus()
    const go = screen.getByRole('button', { name: 'Continue to the console' })
    expect(go).toBeDisabled()
    await user.click(go)
    expect(onContinue).not.toHaveBeenCalled()
    await user.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }))
    expect(go).toBeEnabled()
    await user.click(go)
    expect(onContinue).toHaveBeenCalledOnce()
  })

  it('copies the ten codes, and says what to do when the browser refuses', async () => {
    const { user } = show()
    const writeText = vi.fn(async (_text: string) => {})
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(writeText)
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await screen.findByRole('status')).toHaveTextContent('The ten codes are copied.')
    const copied = writeText.mock.calls[0]?.[0] ?? ''
    expect(copied.split('\n')).toEqual(expect.arrayContaining(codes))

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This browser did not allow copying. Select the codes and copy them, or use ‘Download’.',
    )
  })

  it('downloads the codes as a text file', async () => {
    const { user } = show()
    const files: Blob[] = []
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        files.push(blob)
        return 'blob:codes'
      },
      revokeObjectURL: vi.fn(),
    })
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    await user.click(screen.getByRole('button', { name: 'Download' }))
    expect(clicked.map((link) => [link.download, link.getAttribute('href')])).toEqual([
      ['arcnova-recovery-codes.txt', 'blob:codes'],
    ])
    const text = await files[0]?.text()
    expect(text?.split('\n').filter((line) => codes.includes(line))).toEqual(codes)
    expect(files[0]?.type).toBe('text/plain;charset=utf-8')
    expect(screen.getByRole('status')).toHaveTextContent('Downloaded as arcnova-recovery-codes.txt.')
  })
})
