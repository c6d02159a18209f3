import { pages, type SitePage } from './site-map'

/** A group of links in the header; `items` may hold one nested group (Managed Services). */
export interface NavGroup {
  id: string
  label: string
  items: readonly (SitePage | NavGroup)[]
}

export function isNavGroup(item: SitePage | NavGroup): item is NavGroup {
  return 'items' in item
}

export const managedServicesGroup: NavGroup = {
  id: 'managed',
  label: 'Managed Services',
  items: [pages.managedAccounting, pages.managedOnboarding, pages.managedItSupport, pages.managedRpo],
}

export const navGroups: readonly NavGroup[] = [
  {
    id: 'about',
    label: 'About',
    items: [pages.companyOverview, pages.leadershipTeam, pages.coreValues, pages.ourApproach, pages.successStories],
  },
  {
    id: 'services',
    label: 'Services',
    items: [
      pages.managementConsulting,
      pages.strategicConsulting,
      pages.itServices,
      pages.staffingSolution,
      managedServicesGroup,
    ],
  },
  {
    id: 'industries',
    label: 'Industries',
    items: [
      pages.banking,
      pages.finance,
      pages.healthcare,
      pages.pharmaceuticals,
      pages.manufacturing,
      pages.retail,
      pages.itSector,
      pages.telecommunication,
      pages.government,
      pages.publicSector,
    ],
  },
  {
    id: 'careers',
    label: 'Careers',
    items: [pages.jobOpenings, pages.employeeBenefits, pages.lifeAt],
  },
]

/** Links shown directly in the header bar, after the menus. */
export const navLinks: readonly SitePage[] = [pages.products, pages.insights, pages.privacy]

/** Pages the footer's useful links name after the home page's sections and before the terms. */
export const footerPages: readonly SitePage[] = [pages.jobOpenings, pages.referral, pages.contact]

/** Home-page sections the footer links into; the home page gives its sections these ids. */
export const homeSectionIds = { services: 'key-services', industries: 'industries' } as const
