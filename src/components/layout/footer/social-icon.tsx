import type { SocialLink } from '../../../site/settings'

/**
 * The network's logo from one small sprite file (public/icons/social.svg): the drawings stay out of
 * the JavaScript every page loads, and the file is precached with the other icons.
 */
export function SocialIcon({ network }: { network: SocialLink['network'] }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <use href={`/icons/social.svg#${network}`} />
    </svg>
  )
}
