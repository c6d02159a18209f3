import { createFileRoute } from '@tanstack/react-router'
import { StoryList } from '../../pages/about/story-list'
import { CallToAction } from '../../components/sections/call-to-action'
import { PageHero } from '../../components/sections/page-hero'
import { PageSection } from '../../components/sections/page-section'
import { successStories as content } from '../../content/success-stories'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

function SuccessStoriesPage() {
  return (
    <>
      <PageHero {...content.hero} />
      <PageSection title="Results our clients reported">
        <StoryList stories={content.stories} />
      </PageSection>
      <CallToAction cta={content.cta} />
    </>
  )
}

export const Route = createFileRoute('/success-stories')({
  head: () => pageHead(pages.successStories),
  component: SuccessStoriesPage,
})
