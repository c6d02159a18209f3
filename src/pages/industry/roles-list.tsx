import styles from './industry.module.css'

/** Roles we have placed in an industry, as a list of short tags. */
export function RolesList({ roles }: { roles: readonly string[] }) {
  return (
    <ul className={styles.roles}>
      {roles.map((role) => (
        <li key={role} className={styles.role}>
          {role}
        </li>
      ))}
    </ul>
  )
}
