import { describe, expect, it } from 'vitest'
import { parsePlans } from './plan-schema'

const starter = {
  id: 1,
  name: 'Starter',
  max_users: 5,
  max_tasks: 500,
  max_storage_gb: 10,
  price: 4999,
  billing: 'monthly',
}

describe('parsePlans', () => {
  it('keeps valid plans in order', () => {
    const growth = { ...starter, id: 2, name: 'Growth', price: 9999 }
    expect(parsePlans([starter, growth])).toEqual([starter, growth])
  })

  it('drops invalid records and keeps the rest', () => {
    const records = [
      starter,
      { ...starter, id: 'two' },
      { ...starter, id: 3, name: '' },
      { ...starter, id: 4, price: -1 },
      { id: 5, name: 'No limits' },
      null,
      'Growth',
    ]
    expect(parsePlans(records)).toEqual([starter])
  })

  it('reads what the price buys; a plan that names none is paid once, one that names another is dropped', () => {
    const { billing: _, ...unnamed } = starter
    expect(
      parsePlans([unnamed, { ...starter, id: 2, billing: 'yearly' }, { ...starter, id: 3, billing: 'weekly' }]),
    ).toEqual([
      { ...starter, billing: 'one-off' },
      { ...starter, id: 2, billing: 'yearly' },
    ])
  })

  it('ignores unknown fields', () => {
    expect(parsePlans([{ ...starter, popular: true }])).toEqual([starter])
  })

  it('answers an empty list for anything that is not a list', () => {
    expect(parsePlans({ results: [starter] })).toEqual([])
    expect(parsePlans(null)).toEqual([])
  })
})
