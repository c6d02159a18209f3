import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { retentionDefaults } from '../../site/retention'
import { CollectionNotice } from './collection-notice'
import { RetentionFiguresProvider } from './retention-figures'

const running = { ...retentionDefaults, applicationDays: 200, backupKeepDays: null }
const fromServer = 'for 200 days after the job is closed'
const fromBuild = 'for 1 year after the job is closed'

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
})
afterEach(() => vi.unstubAllGlobals())

const notice = () => screen.getByText(/We keep your application and CV/)
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('the notices’ retention figures', () => {
  it('states the figures of the page data the server rendered the page with, and asks nothing more', async () => {
    render(
      <RetentionFiguresProvider fromPage={running}>
        <CollectionNotice form="application" />
      </RetentionFiguresProvider>,
    )
    expect(notice()).toHaveTextContent(fromServer)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps the first page’s figures for the visit: later pages have no page data in the browser', () => {
    const { rerender } = render(
      <RetentionFiguresProvider fromPage={running}>
        <CollectionNotice form="application" />
      </RetentionFiguresProvider>,
    )
    rerender(
      <RetentionFiguresProvider fromPage={undefined}>
        <CollectionNotice form="application" />
      </RetentionFiguresProvider>,
    )
    expect(notice()).toHaveTextContent(fromServer)
  })

  it('on a page without them (prerendered, or reached in the app), asks the server once, then states its figures', async () => {
    fetchMock.mockResolvedValue(answer(running))
    render(
      <RetentionFiguresProvider fromPage={undefined}>
        <CollectionNotice form="application" />
        <CollectionNotice form="contact" />
      </RetentionFiguresProvider>,
    )
    // The build's figures first, as the prerendered HTML has them (no hydration mismatch).
    expect(notice()).toHaveTextContent(fromBuild)
    await waitFor(() => expect(notice()).toHaveTextContent(fromServer))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/retention\/$/)
  })

  it('falls back to the build’s figures when the server cannot be reached (offline, no saved answer) or answers otherwise', async () => {
    for (const reply of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(answer({ detail: 'Server error' }, 500)),
      () => Promise.resolve(answer({ applicationDays: 'soon' })),
    ]) {
      fetchMock.mockReset()
      fetchMock.mockImplementation(reply)
      const { unmount } = render(
        <RetentionFiguresProvider fromPage={undefined}>
          <CollectionNotice form="application" />
        </RetentionFiguresProvider>,
      )
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(notice()).toHaveTextContent(fromBuild)
      unmount()
    }
  })

  it('takes page data that is not figures for none', () => {
    render(
      <RetentionFiguresProvider fromPage={{ ...running, applicationDays: -1 }}>
        <CollectionNotice form="application" />
      </RetentionFiguresProvider>,
    )
    expect(notice()).toHaveTextContent(fromBuild)
  })

  it('outside the app (no provider) states the build’s figures', () => {
    render(<CollectionNotice form="application" />)
    expect(notice()).toHaveTextContent(fromBuild)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
