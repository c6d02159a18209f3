import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MobileMenuDismiss } from './mobile-menu-dismiss'

function OpenMenu({ onClose }: { onClose: () => void }) {
  return (
    <nav aria-label="Mobile">
      <button type="button" aria-controls="panel" aria-expanded="true">
        Close menu
      </button>
      <div id="panel">
        <MobileMenuDismiss onClose={onClose} />
        <button type="button">Careers</button>
      </div>
    </nav>
  )
}

describe('the open phone menu’s way out', () => {
  it('closes on a tap on the backdrop and gives focus back to the menu button', () => {
    const onClose = vi.fn()
    render(<OpenMenu onClose={onClose} />)
    screen.getByRole('button', { name: 'Careers' }).focus()
    fireEvent.click(screen.getByTestId('menu-backdrop'))
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus()
  })

  it('closes on Escape from anywhere and gives focus back to the menu button', () => {
    const onClose = vi.fn()
    render(<OpenMenu onClose={onClose} />)
    screen.getByRole('button', { name: 'Careers' }).focus()
    fireEvent.keyDown(screen.getByRole('button', { name: 'Careers' }), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus()
  })

  it('leaves other keys and taps inside the menu alone', () => {
    const onClose = vi.fn()
    render(<OpenMenu onClose={onClose} />)
    fireEvent.keyDown(document.body, { key: 'Enter' })
    fireEvent.click(screen.getByRole('button', { name: 'Careers' }))
    expect(onClose).not.toHaveBeenCalled()
  })
})
