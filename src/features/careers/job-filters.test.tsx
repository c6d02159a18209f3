// Issue 46: a keystroke in the job search pushed the URL and re-rendered the list (110–180 ms at 4×
// CPU). The box answers each keystroke by itself; the URL, and with it the list, follows once the
// visitor pauses. If the URL moves back into the keystroke, this fails (record 075).
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { JobFilters, searchPauseMs } from './job-filters'

afterEach(() => vi.useRealTimers())

describe('the job search box', () => {
  it('shows each keystroke at once and updates the URL once the visitor pauses', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const onChange = vi.fn()
    render(<JobFilters search={{}} onChange={onChange} locations={[]} savedCount={0} />)
    const box = screen.getByRole('searchbox', { name: 'Search jobs' })
    for (const text of ['d', 'de', 'dev ']) {
      fireEvent.change(box, { target: { value: text } })
      expect(box).toHaveValue(text)
      act(() => vi.advanceTimersByTime(searchPauseMs - 50))
    }
    expect(onChange).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(50))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith({ q: 'dev' }, { replace: true })
  })

  it('a cleared box clears the keyword', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const onChange = vi.fn()
    render(<JobFilters search={{ q: 'java' }} onChange={onChange} locations={[]} savedCount={0} />)
    const box = screen.getByRole('searchbox', { name: 'Search jobs' })
    expect(box).toHaveValue('java')
    fireEvent.change(box, { target: { value: '' } })
    act(() => vi.advanceTimersByTime(searchPauseMs))
    expect(onChange).toHaveBeenCalledWith({ q: undefined }, { replace: true })
  })

  it('a keyword changed elsewhere (Clear filters, Back) wins over a keystroke still waiting', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const onChange = vi.fn()
    const { rerender } = render(<JobFilters search={{ q: 'java' }} onChange={onChange} locations={[]} savedCount={0} />)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs' }), { target: { value: 'javas' } })
    rerender(<JobFilters search={{}} onChange={onChange} locations={[]} savedCount={0} />)
    act(() => vi.advanceTimersByTime(searchPauseMs))
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('')
  })

  it('a location chosen while a keystroke waits takes the keyword along', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const onChange = vi.fn()
    render(<JobFilters search={{}} onChange={onChange} locations={['Pune']} savedCount={0} />)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs' }), { target: { value: 'sap ' } })
    fireEvent.change(screen.getByRole('combobox', { name: 'Location' }), { target: { value: 'Pune' } })
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ q: 'sap', location: 'Pune' })
    act(() => vi.advanceTimersByTime(searchPauseMs))
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
