import { Link } from '@tanstack/react-router'
import type { PageLinkRef } from '../../content/types'

/** A typed router link from content data. */
export function PageLink({ link, className }: { link: PageLinkRef; className?: string }) {
  return (
    <Link to={link.to} hash={link.hash} className={className}>
      {link.label}
      {link.context && <span className="visually-hidden"> {link.context}</span>}
    </Link>
  )
}
