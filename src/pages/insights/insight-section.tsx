import type { ReactNode } from 'react'
import type { InsightSection as InsightSectionData } from '../../content/insights'
import { CardGrid } from '../../components/sections/card-grid'
import { PageSection } from '../../components/sections/page-section'

interface InsightSectionProps {
  section: InsightSectionData
  tone?: 'plain' | 'alt'
  columns?: 2 | 3 | 4
  children?: ReactNode
}

/** A topic of the blog: its h2, a line of intro and its articles as cards. */
export function InsightSection({ section, tone, columns = 3, children }: InsightSectionProps) {
  return (
    <PageSection id={section.id} title={section.title} intro={section.intro} tone={tone}>
      <CardGrid cards={section.cards} columns={columns} />
      {children}
    </PageSection>
  )
}
