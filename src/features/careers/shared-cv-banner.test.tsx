import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SharedCvBanner } from './shared-cv-banner'

const sharedAt = Date.UTC(2026, 10, 2)

describe('SharedCvBanner', () => {
  it('offers the shared CV in a labelled region that announces itself, with Discard', async () => {
    const onDiscard = vi.fn()
    const file = new File(['%PDF-1.4'], 'asha-rao-cv.pdf', { type: 'application/pdf' })
    render(<SharedCvBanner shared={{ status: 'ready', file, sharedAt }} onDiscard={onDiscard} />)
    const region = screen.getByRole('region', { name: 'Apply with asha-rao-cv.pdf' })
    expect(screen.getByRole('status')).toHaveTextContent(/^Apply with asha-rao-cv\.pdf/)
    expect(region).toHaveTextContent('It stays on this device for 7 days, or until you apply.')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Discard' }))
    expect(onDiscard).toHaveBeenCalledTimes(1)
  })

  it('says why a shared file cannot be used, or that none came, with Dismiss', () => {
    const { rerender } = render(
      <SharedCvBanner
        shared={{ status: 'refused', name: 'photo.gif', problem: 'Resume must be a PDF, DOC or DOCX file', sharedAt }}
        onDiscard={() => undefined}
      />,
    )
    expect(screen.getByRole('region', { name: 'The file you shared, photo.gif, cannot be used' })).toHaveTextContent(
      'Resume must be a PDF, DOC or DOCX file. You can still choose your CV in the application form.',
    )
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument()
    rerender(
      <SharedCvBanner
        shared={{ status: 'refused', name: '', problem: 'No file came with the share', sharedAt }}
        onDiscard={() => undefined}
      />,
    )
    expect(screen.getByRole('region', { name: 'Nothing to apply with' })).toHaveTextContent(
      'No file came with the share.',
    )
  })
})
