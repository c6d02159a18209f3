import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Notice, NoticeAction, NoticeDismiss, Notices } from './notices'

describe('a notice', () => {
  it('shows its message in the notifications region while open', () => {
    const { rerender } = render(
      <Notices placement="bottom">
        <Notice open>You are back online.</Notice>
      </Notices>,
    )
    const region = screen.getByRole('region', { name: /Notifications/ })
    expect(region).toHaveTextContent('You are back online.')
    rerender(
      <Notices placement="bottom">
        <Notice open={false}>You are back online.</Notice>
      </Notices>,
    )
    expect(region).not.toHaveTextContent('You are back online.')
  })

  // (Clicks without pointer events: jsdom has no pointer capture, which Radix's swipe handling uses.)
  it('closes with Dismiss, and its action runs once', () => {
    const onOpenChange = vi.fn()
    const reload = vi.fn()
    render(
      <Notices placement="bottom">
        <Notice open onOpenChange={onOpenChange} action={<NoticeDismiss />}>
          Ready to work offline
        </Notice>
        <Notice
          open
          action={
            <NoticeAction altText="Reload the page" onClick={reload}>
              Reload
            </NoticeAction>
          }
        >
          A new version is available
        </Notice>
      </Notices>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
