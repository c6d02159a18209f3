import { type ApplicationStage, stageLabels } from '../../../contracts/pipeline'
import styles from '../console.module.css'
import { LoadState } from '../parts/load-state'
import { formatWhen } from '../parts/formatting'
import { useConsoleData } from '../use-console-data'
import { fetchHistory } from './pipeline-api'
import pipelineStyles from './pipeline.module.css'

/** Every move of the application: from, to, who, when (oldest first). Reloaded when its stage changes. */
export function StageHistory({ applicationId, stage }: { applicationId: number; stage: ApplicationStage }) {
  const history = useConsoleData((signal) => fetchHistory(applicationId, signal), `${applicationId} ${stage}`)
  return (
    <section className={pipelineStyles.section} aria-labelledby={`history-${applicationId}`}>
      <h3 id={`history-${applicationId}`}>Stage history</h3>
      <LoadState state={history.state} reload={history.reload} what="stage history">
        {(moves) =>
          moves.length === 0 ? (
            <p className={styles.meta}>Not moved yet: New since it arrived.</p>
          ) : (
            <ol className={pipelineStyles.entries}>
              {moves.map((move) => (
                <li key={move.id}>
                  <p>
                    {stageLabels[move.from_stage]} → {stageLabels[move.to_stage]}
                  </p>
                  <p className={styles.meta}>
                    {move.moved_by === 'the applicant' ? 'By the applicant' : `By ${move.moved_by}`},{' '}
                    {formatWhen(move.at)}
                  </p>
                </li>
              ))}
            </ol>
          )
        }
      </LoadState>
    </section>
  )
}
