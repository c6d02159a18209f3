import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import type { ConsoleApplication } from '../../../contracts/console'
import { applicationStages, stageLabels } from '../../../contracts/pipeline'
import styles from '../console.module.css'
import { ScheduleDialog } from '../interviews/schedule-dialog'
import { LoadState } from '../parts/load-state'
import { useNotice } from '../parts/notice'
import { useConsoleData } from '../use-console-data'
import { fetchPipeline } from './pipeline-api'
import { PipelineCard } from './pipeline-card'
import { PipelineExportButton } from './pipeline-export-button'
import pipelineStyles from './pipeline.module.css'

const candidates = (count: number) => (count === 1 ? '1 candidate' : `${count} candidates`)

/**
 * A job's 'Pipeline', at its own address (/console/jobs/<id>/pipeline): one column per stage with its
 * count; each card moves with 'Move to…'.
 */
export function PipelineView({ jobId }: { jobId: number }) {
  const id = useId()
  const pipeline = useConsoleData((signal) => fetchPipeline(jobId, signal), String(jobId))
  const jobName = pipeline.state.kind === 'ready' ? pipeline.state.data.job.job_name : null
  const { element: notice, announce } = useNotice()
  const [movedId, setMoved] = useState<number | null>(null)
  // Moved to Interview: the view offers to schedule one straight away.
  const [offer, setOffer] = useState<{ id: number; name: string } | null>(null)
  const [scheduling, setScheduling] = useState(false)
  const offerButton = useRef<HTMLButtonElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  // Opening the view is like opening a screen: focus starts at its heading.
  useEffect(() => heading.current?.focus(), [])
  // The offer to schedule takes the focus the moved card's menu had.
  useEffect(() => {
    if (offer !== null) offerButton.current?.focus()
  }, [offer])

  function moved(card: ConsoleApplication) {
    const { id: cardId, full_name: name, stage } = card
    pipeline.update((data) => {
      const cards = data.cards.map((item) => (item.id === cardId ? { ...item, stage } : item))
      const counts = applicationStages.map((s) => ({
        stage: s,
        count: cards.filter((item) => item.stage === s).length,
      }))
      return { ...data, cards, counts }
    })
    if (stage === 'interview') {
      setOffer({ id: cardId, name })
      setMoved(null)
    } else {
      setOffer(null)
      setMoved(cardId)
    }
  }

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {jobName === null ? 'Pipeline' : `Pipeline: ${jobName}`}
      </h1>
      <div className={styles.actions}>
        <Link to="/console/$" params={{ _splat: 'jobs' }} className={styles.button}>
          Back to jobs
        </Link>
        <PipelineExportButton jobId={jobId} announce={announce} />
      </div>
      <p className={styles.meta}>
        Each candidate’s card has ‘Move to…’: choose the stage with the keyboard or the mouse. Every move is kept in the
        application’s history; ‘Withdrawn’ is set only by the applicant. ‘Export CSV’ downloads every application with
        its stage, source and last note for a hiring manager.
      </p>
      {notice}
      {offer !== null && (
        <section className={pipelineStyles.offer} aria-labelledby={`${id}-offer`}>
          <p id={`${id}-offer`}>{offer.name} is at Interview. Schedule the interview now?</p>
          <button ref={offerButton} type="button" className={styles.primary} onClick={() => setScheduling(true)}>
            Schedule interview
          </button>
          <button type="button" className={styles.button} onClick={() => setOffer(null)}>
            Not now
          </button>
          <ScheduleDialog
            applicationId={offer.id}
            applicantName={offer.name}
            open={scheduling}
            onOpenChange={setScheduling}
            onSaved={(message) => {
              setScheduling(false)
              setOffer(null)
              announce(message)
            }}
          />
        </section>
      )}
      <LoadState state={pipeline.state} reload={pipeline.reload} what="pipeline">
        {(data) => (
          <div className={pipelineStyles.board}>
            {data.counts.map(({ stage, count }) => (
              <section key={stage} className={pipelineStyles.column} aria-labelledby={`${id}-${stage}`}>
                <h2 id={`${id}-${stage}`}>{stageLabels[stage]}</h2>
                <p className={styles.meta}>{candidates(count)}</p>
                <ul className={pipelineStyles.cards}>
                  {data.cards
                    .filter((card) => card.stage === stage)
                    .map((card) => (
                      <PipelineCard
                        key={card.id}
                        card={card}
                        jobName={data.job.job_name}
                        focusMove={movedId === card.id}
                        announce={announce}
                        onMoved={moved}
                      />
                    ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </LoadState>
    </>
  )
}
