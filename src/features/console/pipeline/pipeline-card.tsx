import { useEffect, useId, useRef } from 'react'
import type { PipelineCard as Card, StaffStage } from '../../../contracts/pipeline'
import styles from '../console.module.css'
import { formatWhen } from '../parts/formatting'
import { ApplicationDetails } from './application-details'
import { MoveMenu } from './move-menu'

/** One candidate in a stage's column: name, when they applied, 'Move to…' and the application's details. */
export function PipelineCard({
  card,
  busy,
  focusMove,
  onMove,
}: {
  card: Card
  busy: boolean
  /** Just moved here: the card's 'Move to…' takes the focus its old place had. */
  focusMove: boolean
  onMove: (stage: StaffStage) => void
}) {
  const id = useId()
  const move = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusMove) move.current?.focus()
  }, [focusMove])
  return (
    <li>
      <article className={styles.card} aria-labelledby={`${id}-name`}>
        <h3 id={`${id}-name`}>{card.full_name}</h3>
        <p className={styles.meta}>Applied {formatWhen(card.created_at)}</p>
        <div className={styles.actions}>
          {card.stage === 'withdrawn' ? (
            <p className={styles.meta}>Withdrawn by the applicant</p>
          ) : (
            <MoveMenu ref={move} stage={card.stage} describedBy={`${id}-name`} disabled={busy} onMove={onMove} />
          )}
          <ApplicationDetails
            applicationId={card.id}
            name={card.full_name}
            stage={card.stage}
            describedBy={`${id}-name`}
          />
        </div>
      </article>
    </li>
  )
}
