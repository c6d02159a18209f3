import 'fake-indexeddb/auto'
import { set } from 'idb-keyval'
import { describe, expect, it } from 'vitest'
import { forgetActivatedPlan, recallActivatedPlan, rememberActivatedPlan } from './activated-plan-store'

const orderToken = 'T'.repeat(43)

describe('activated plan store', () => {
  it('remembers the activated plan, its order and its link across calls, until forgotten', async () => {
    await rememberActivatedPlan({ planId: 2, orderId: 'order_1', orderToken })
    await expect(recallActivatedPlan()).resolves.toMatchObject({ planId: 2, orderId: 'order_1', orderToken })
    await forgetActivatedPlan()
    await expect(recallActivatedPlan()).resolves.toBeNull()
  })

  it('still reads a reminder kept before orders were remembered', async () => {
    await set('plans:activated-plan', { planId: 1, activatedAt: '2026-01-02T03:04:05.000Z' })
    await expect(recallActivatedPlan()).resolves.toEqual({ planId: 1, activatedAt: '2026-01-02T03:04:05.000Z' })
  })

  it('answers null for a stored value it cannot read', async () => {
    await set('plans:activated-plan', { planId: 'two' })
    await expect(recallActivatedPlan()).resolves.toBeNull()
    await set('plans:activated-plan', { planId: 2, activatedAt: 'x', orderToken: 'not a token' })
    await expect(recallActivatedPlan()).resolves.toBeNull()
  })
})
