import { Link } from '@tanstack/react-router'
import type { ComponentProps } from 'react'
import type { SitePage } from '../../site/site-map'

type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { page: SitePage }

/** A router link to a page of the site map; marked `aria-current="page"` on that page. */
export function SiteLink({ page, children, ...props }: SiteLinkProps) {
  return (
    <Link to={page.path} activeOptions={{ exact: true, includeSearch: false }} {...props}>
      {children ?? page.label}
    </Link>
  )
}
