import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { forwardRef, useRef } from 'react'
import { type ApplicationStage, stageLabels, type StaffStage, staffStages } from '../../../contracts/pipeline'
import styles from '../console.module.css'
import pipelineStyles from './pipeline.module.css'

/**
 * 'Move to…' on a card: a menu of the other stages (Radix: Enter or Space opens it, the arrow keys
 * go through it, Enter moves, Escape closes), so a move never needs dragging.
 */
export const MoveMenu = forwardRef<
  HTMLButtonElement,
  {
    stage: ApplicationStage
    describedBy: string
    disabled: boolean
    onMove: (stage: StaffStage) => void
    /** The menu has closed after a choice: the card places the focus (the menu's own trap has let go). */
    onClosedAfterMove: () => void
  }
>(function MoveMenu({ stage, describedBy, disabled, onMove, onClosedAfterMove }, ref) {
  // After a move the card changes column: the view places the focus, not the menu's closing.
  const moved = useRef(false)
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button
          ref={ref}
          type="button"
          className={styles.button}
          aria-describedby={describedBy}
          aria-disabled={disabled}
        >
          Move to…
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={pipelineStyles.menu}
          align="start"
          sideOffset={4}
          onCloseAutoFocus={(event) => {
            if (moved.current) {
              event.preventDefault()
              onClosedAfterMove()
            }
            moved.current = false
          }}
        >
          {staffStages
            .filter((other) => other !== stage)
            .map((other) => (
              <DropdownMenu.Item
                key={other}
                className={pipelineStyles.menuItem}
                disabled={disabled}
                onSelect={() => {
                  moved.current = true
                  onMove(other)
                }}
              >
                {stageLabels[other]}
              </DropdownMenu.Item>
            ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
})
