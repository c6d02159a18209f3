import { describe, expect, it } from 'vitest'
import { sortAlphabetically } from './alphabetical.ts'
import { billingStates } from './business-details.ts'
import { gstStates } from './gstin.ts'

describe('sortAlphabetically', () => {
  it('sets case and accents aside and keeps equal names in their order', () => {
    const names = ['zürich', 'Zagreb', 'Ábo', 'abu dhabi', 'Delhi', 'delhi']
    expect(sortAlphabetically(names, (name) => name)).toEqual([
      'Ábo',
      'abu dhabi',
      'Delhi',
      'delhi',
      'Zagreb',
      'zürich',
    ])
  })
})

describe('billingStates', () => {
  // The dialog's list must read as a collator would order it, without loading the collator at start-up.
  it('lists every state in the order an English collator gives', () => {
    const collated = Object.values(gstStates).sort(new Intl.Collator('en').compare)
    expect(billingStates.map((state) => state.name)).toEqual(collated)
    expect(billingStates).toHaveLength(Object.keys(gstStates).length)
  })
})
