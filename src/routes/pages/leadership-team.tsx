import { createFileRoute } from '@tanstack/react-router'
import { AboutTopicPage } from '../../pages/about/about-topic-page'
import { LeaderList } from '../../pages/about/leader-list'
import { PageSection } from '../../components/sections/page-section'
import { leadershipTeam as content } from '../../content/about'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

function LeadershipTeamPage() {
  return (
    <AboutTopicPage hero={content.hero} cards={content.principles} cta={content.cta}>
      <PageSection title="Meet our leaders">
        <LeaderList leaders={content.leaders} />
      </PageSection>
    </AboutTopicPage>
  )
}

export const Route = createFileRoute('/leadership-team')({
  head: () => pageHead(pages.leadershipTeam),
  component: LeadershipTeamPage,
})
