import { useEffect, useId, useRef, useState } from 'react'
import type { ConsoleJob } from '../../../contracts/console'
import { applicationStages, stageLabels, type StaffStage } from '../../../contracts/pipeline'
import { failureMessage } from '../console-api'
import styles from '../console.module.css'
import { ScheduleDialog } from '../interviews/schedule-dialog'
import { LoadState } from '../parts/load-state'
import { useNotice } from '../parts/notice'
import { useConsoleAction, useConsoleData } from '../use-console-data'
import { fetchPipeline, moveTo } from './pipeline-api'
import { PipelineCard } from './pipeline-card'
import { PipelineExportButton } from './pipeline-export-button'
import pipelineStyles from './pipeline.module.css'

const candidates = (count: number) => (count === 1 ? '1 candidate' : `${count} candidates`)

/** A job's 'Pipeline': one column per stage with its count; each card moves with 'Move to…'. */
export function PipelineView({ job, onBack }: { job: ConsoleJob; onBack: () => void }) {
  const id = useId()
  const pipeline = useConsoleData((signal) => fetchPipeline(job.id, signal), String(job.id))
  const run = useConsoleAction()
  const { element: notice, announce } = useNotice()
  const [busy, setBusy] = useState(false)
  const [moved, setMoved] = useState<number | null>(null)
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

  async function move(card: { id: number; full_name: string }, stage: StaffStage) {
    setBusy(true)
    const result = await run(() => moveTo(card.id, stage))
    setBusy(false)
    if (!result.ok) return announce(`${card.full_name} could not be moved. ${failureMessage(result.error)}`, true)
    announce(`${card.full_name} moved to ${stageLabels[stage]}.`)
    pipeline.update((data) => {
      const cards = data.cards.map((item) => (item.id === card.id ? { ...item, stage } : item))
      const counts = applicationStages.map((s) => ({
        stage: s,
        count: cards.filter((item) => item.stage === s).length,
      }))
      return { ...data, cards, counts }
    })
    if (stage === 'interview') {
      setOffer({ id: card.id, name: card.full_name })
      setMoved(null)
    } else {
      setOffer(null)
      setMoved(card.id)
    }
  }

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Pipeline: {job.job_name}
      </h1>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={onBack}>
          Back to jobs
        </button>
        <PipelineExportButton jobId={job.id} announce={announce} />
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
                        busy={busy}
                        focusMove={moved === card.id}
                        onMove={(to) => void move(card, to)}
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
