import { type ApplicationStage, applicationStages, stageLabels, staffStages } from '../../../contracts/pipeline'

/** One option per stage: every stage for the filter, the stages staff may set for the card's control. */
export function StageOptions({ all = false }: { all?: boolean }) {
  return (all ? applicationStages : staffStages).map((stage) => (
    <option key={stage} value={stage}>
      {stageLabels[stage]}
    </option>
  ))
}

/** The stage a select's value names, or undefined for anything else. */
export const stageNamed = (value: string): ApplicationStage | undefined =>
  applicationStages.find((known) => known === value)
