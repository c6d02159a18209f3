import { createFileRoute } from '@tanstack/react-router'
import { LeaderList } from '../../pages/about/leader-list'
import { CallToAction } from '../../components/sections/call-to-action'
import { CardGrid } from '../../components/sections/card-grid'
import { PageHero } from '../../components/sections/page-hero'
import { PageSection } from '../../components/sections/page-section'
import { leadershipTeam as content } from '../../content/about'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

function LeadershipTeamPage() {
  return (
    <>
      <PageHero {...content.hero} />
      <PageSection title="Meet our leaders">
        <LeaderList leaders={content.leaders} />
      </PageSection>
      <PageSection title={content.principles.title} tone="alt">
        <CardGrid cards={content.principles.cards} />
      </PageSection>
      <CallToAction cta={content.cta} />
    </>
  )
}

export const Route = createFileRoute('/leadership-team')({
  head: () => pageHead(pages.leadershipTeam),
  component: LeadershipTeamPage,
})
