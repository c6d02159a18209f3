import { portalUrl } from '../../site/settings'

export interface Referral {
  name: string
  email: string
}

export type ReferralResult =
  | { ok: true }
  | { ok: false; reason: 'refused'; text: string }
  | { ok: false; reason: 'network' }

/** POSTs the referral to the portal; a refusal carries the portal's plain-text reason. */
export async function submitReferral(referral: Referral): Promise<ReferralResult> {
  let response: Response
  try {
    response = await fetch(portalUrl('/api/referrals/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: referral.name, email: referral.email }),
    })
  } catch {
    return { ok: false, reason: 'network' }
  }
  if (response.ok) return { ok: true }
  try {
    return { ok: false, reason: 'refused', text: await response.text() }
  } catch {
    return { ok: false, reason: 'network' }
  }
}
