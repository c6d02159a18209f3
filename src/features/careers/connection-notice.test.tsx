import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { formatSavedAt } from '../../lib/cached-response'
import { ConnectionNotice } from './connection-notice'

const savedAt = new Date('2026-11-20T09:30:00Z')

describe('ConnectionNotice', () => {
  it('is an empty live region while online with fresh data', () => {
    render(<ConnectionNotice id="n" online savedAt={undefined} onRetry={() => undefined} />)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('offline, says when the list it shows was saved', () => {
    render(<ConnectionNotice id="n" online={false} savedAt={savedAt} onRetry={() => undefined} />)
    expect(screen.getByText(`You're offline — showing openings saved on ${formatSavedAt(savedAt)}`)).toBeInTheDocument()
  })

  it('online with a saved list, says the latest could not be loaded and offers to try again', () => {
    const onRetry = vi.fn()
    render(<ConnectionNotice id="n" online savedAt={savedAt} onRetry={onRetry} />)
    expect(screen.getByRole('status')).toHaveTextContent(
      `The latest openings could not be loaded — showing openings saved on ${formatSavedAt(savedAt)}.`,
    )
    expect(screen.queryByText(/offline/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('says applications wait for the connection while offline', () => {
    render(<ConnectionNotice id="n" online={false} savedAt={undefined} onRetry={() => undefined} />)
    expect(screen.getByRole('status')).toHaveTextContent(/^You're offline\. You can still read openings/)
  })
})
