import * as Dialog from '@radix-ui/react-dialog'
import dialogStyles from '../../../components/dialog/dialog.module.css'
import { noteMessages } from '../../../contracts/notes'
import { type ApplicationStage, stageLabels } from '../../../contracts/pipeline'
import styles from '../console.module.css'
import { InterviewsSection } from '../interviews/interviews-section'
import { NotesSection } from '../notes/notes-section'
import { StageHistory } from './stage-history'

/**
 * 'Details' on an application: its stage history, the recruiters' notes and its interviews, in a
 * dialog (Radix: focus stays inside, Escape closes, focus goes back to the button).
 */
export function ApplicationDetails({
  applicationId,
  name,
  stage,
  describedBy,
}: {
  applicationId: number
  name: string
  stage: ApplicationStage
  describedBy: string
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className={styles.button} aria-describedby={describedBy}>
          Details
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={dialogStyles.dialog}>
          <Dialog.Title className={dialogStyles.title}>{name}</Dialog.Title>
          <Dialog.Description className={dialogStyles.description}>
            Stage now: {stageLabels[stage]}. {noteMessages.readByApplicant}
          </Dialog.Description>
          <StageHistory applicationId={applicationId} stage={stage} />
          <NotesSection applicationId={applicationId} />
          <InterviewsSection applicationId={applicationId} applicantName={name} />
          <div className={styles.actions}>
            <Dialog.Close className={styles.button}>Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
