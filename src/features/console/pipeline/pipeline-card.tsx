import { useEffect, useId, useRef } from 'react'
import type { ConsoleApplication } from '../../../contracts/console'
import type { PipelineCard as Card } from '../../../contracts/pipeline'
import styles from '../console.module.css'
import { formatWhen } from '../parts/formatting'
import { useStageMove } from '../stage-move/use-stage-move'
import { ApplicationDetails } from './application-details'
import { MoveMenu } from './move-menu'

/** One candidate in a stage's column: name, when they applied, 'Move to…' and the application's details. */
export function PipelineCard({
  card,
  jobName,
  focusMove,
  announce,
  onMoved,
}: {
  card: Card
  jobName: string
  /** Just moved here: the card's 'Move to…' takes the focus its old place had. */
  focusMove: boolean
  announce: (message: string, isError?: boolean) => void
  onMoved: (moved: ConsoleApplication) => void
}) {
  const id = useId()
  const move = useRef<HTMLButtonElement>(null)
  // The same move as on 'Applications', with its offer to e-mail the applicant (issue 60 item 2).
  const stageMove = useStageMove({
    applicationId: card.id,
    name: card.full_name,
    jobName,
    announce,
    onMoved,
    onCancelled: () => move.current?.focus(),
  })
  useEffect(() => {
    if (focusMove) move.current?.focus()
  }, [focusMove])
  return (
    <li>
      <article className={styles.card} aria-labelledby={`${id}-name`}>
        <h3 id={`${id}-name`}>{card.full_name}</h3>
        <p className={styles.meta}>Applied {formatWhen(card.created_at)}</p>
        {card.email_undelivered && (
          <p>
            <strong className={styles.warning}>E-mail could not be delivered</strong>: the mail server refused the
            address. Phone the applicant: their number is on ‘Applications’.
          </p>
        )}
        <div className={styles.actions}>
          {card.stage === 'withdrawn' ? (
            <p className={styles.meta}>Withdrawn by the applicant</p>
          ) : (
            <MoveMenu
              ref={move}
              stage={card.stage}
              describedBy={`${id}-name`}
              disabled={stageMove.busy}
              onMove={stageMove.choose}
              onClosedAfterMove={stageMove.focusForm}
            />
          )}
          <ApplicationDetails
            applicationId={card.id}
            name={card.full_name}
            stage={card.stage}
            describedBy={`${id}-name`}
          />
        </div>
        {stageMove.form}
      </article>
    </li>
  )
}
