import 'fake-indexeddb/auto'
import { set } from 'idb-keyval'
import { describe, expect, it } from 'vitest'
import { recallActivatedPlan, rememberActivatedPlan } from './activated-plan-store'

describe('activated plan store', () => {
  it('remembers the activated plan across calls', async () => {
    await rememberActivatedPlan(2)
    await expect(recallActivatedPlan()).resolves.toBe(2)
  })

  it('answers null for a stored value it cannot read', async () => {
    await set('plans:activated-plan', { planId: 'two' })
    await expect(recallActivatedPlan()).resolves.toBeNull()
  })
})
