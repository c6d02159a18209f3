import type { ReactNode } from 'react'
import { CallToAction } from '../../components/sections/call-to-action'
import { CardGrid } from '../../components/sections/card-grid'
import { PageHero, type PageHeroProps } from '../../components/sections/page-hero'
import { PageSection } from '../../components/sections/page-section'
import type { Card, Cta } from '../../content/types'

interface AboutTopicPageProps {
  hero: PageHeroProps
  /** The page's own first section (leaders, values, steps, benefits). */
  children: ReactNode
  /** The cards on the tinted band below it. */
  cards: { title: string; cards: readonly Card[] }
  cta: Cta
}

/** A page of the About group: hero, its own section, a band of cards, the call to action. */
export function AboutTopicPage({ hero, children, cards, cta }: AboutTopicPageProps) {
  return (
    <>
      <PageHero {...hero} />
      {children}
      <PageSection title={cards.title} tone="alt">
        <CardGrid cards={cards.cards} />
      </PageSection>
      <CallToAction cta={cta} />
    </>
  )
}
