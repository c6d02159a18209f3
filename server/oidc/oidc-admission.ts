import { z } from 'zod'
import { queryOne, type Queryable } from '../db/db.ts'
import { recordAudit } from '../console/audit-log.ts'
import { type StaffRole, staffRoles } from '../../src/contracts/console-access.ts'
import type { ProviderIdentity } from './oidc-client.ts'
import type { OidcSettings } from './oidc-env.ts'

export type Admission = { ok: true; staffId: number; email: string; role: StaffRole } | { ok: false }

/** Whether the provider vouches for an address in one of the company's domains. */
export function acceptedAddress(settings: OidcSettings, identity: ProviderIdentity): string | null {
  if (identity.email === null || !identity.emailVerified) return null
  const domain = identity.email.slice(identity.email.lastIndexOf('@') + 1)
  return settings.allowedDomains.includes(domain) ? identity.email : null
}

/** The role the provider's claim gives (a name, or a list of them: the widest wins), or null. */
export function claimedRole(settings: OidcSettings, identity: ProviderIdentity): StaffRole | null {
  if (settings.roleClaim === null) return null
  const value = identity.claims[settings.roleClaim]
  const named = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string')
  return staffRoles.find((role) => named.map((item) => item.trim().toLowerCase()).includes(role)) ?? null
}

const staffRow = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(staffRoles),
  oidc_subject: z.nullable(z.string()),
})

/**
 * Who may enter (issue 64 item 2), in the sign-in's transaction: a verified address in an allowed
 * domain, with a role from the claim or from an existing account of that address. The first sign-in
 * creates the staff member (audited); a claim that names another role changes it (audited). An account
 * already tied to another subject at the provider is refused. Anyone else: nothing is created.
 */
export async function admit(tx: Queryable, settings: OidcSettings, identity: ProviderIdentity): Promise<Admission> {
  const email = acceptedAddress(settings, identity)
  if (email === null) return { ok: false }
  const fromClaim = claimedRole(settings, identity)
  const existing = await queryOne(
    tx,
    staffRow,
    'SELECT id, email, role, oidc_subject FROM staff WHERE lower(email) = $1 FOR UPDATE',
    [email],
  )
  const by = `through single sign-on (${settings.name})`
  if (existing === null) {
    if (fromClaim === null) return { ok: false }
    const created = await queryOne(
      tx,
      staffRow,
      `INSERT INTO staff (email, password_hash, role, oidc_subject) VALUES ($1, '', $2, $3)
       RETURNING id, email, role, oidc_subject`,
      [email, fromClaim, identity.subject],
    )
    if (created === null) return { ok: false }
    const staff = { staffId: created.id, email: created.email }
    await recordAudit(tx, staff, {
      action: 'staff.added-by-provider',
      subject: `Staff: ${created.email}`,
      detail: `${fromClaim}, ${by}`,
    })
    return { ok: true, ...staff, role: created.role }
  }
  if (existing.oidc_subject !== null && existing.oidc_subject !== identity.subject) return { ok: false }
  const role = fromClaim ?? existing.role
  await tx.query('UPDATE staff SET oidc_subject = $2, role = $3, updated_at = now() WHERE id = $1', [
    existing.id,
    identity.subject,
    role,
  ])
  const staff = { staffId: existing.id, email: existing.email }
  if (role !== existing.role)
    await recordAudit(tx, staff, {
      action: 'role.changed',
      subject: `Staff: ${existing.email}`,
      detail: `${existing.role} → ${role}, ${by}`,
    })
  return { ok: true, ...staff, role }
}
