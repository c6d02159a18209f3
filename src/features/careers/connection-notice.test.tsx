import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatSavedAt } from '../../lib/cached-response'
import { ConnectionNotice } from './connection-notice'

const savedAt = new Date('2026-11-20T09:30:00Z')

describe('ConnectionNotice', () => {
  it('is an empty live region while online with fresh data', () => {
    render(<ConnectionNotice id="n" online savedAt={undefined} />)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('says when a cached list was saved', () => {
    render(<ConnectionNotice id="n" online savedAt={savedAt} />)
    expect(screen.getByText(`You're offline — showing openings saved on ${formatSavedAt(savedAt)}`)).toBeInTheDocument()
  })

  it('says applications wait for the connection while offline', () => {
    render(<ConnectionNotice id="n" online={false} savedAt={undefined} />)
    expect(screen.getByRole('status')).toHaveTextContent(/^You're offline\. You can still read openings/)
  })
})
