import type { Leader } from '../../content/about'
import styles from './about.module.css'

/** Initials stand in for portraits: the team is presented without photos. */
function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
}

export function LeaderList({ leaders }: { leaders: readonly Leader[] }) {
  return (
    <ul className={styles.leaders}>
      {leaders.map((leader) => (
        <li key={leader.name} className={styles.leader}>
          <span className={styles.avatar} aria-hidden="true">
            {initials(leader.name)}
          </span>
          <div>
            <h3 className={styles.leaderName}>{leader.name}</h3>
            <p className={styles.leaderRole}>{leader.role}</p>
            <p>{leader.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
