import { testimonial, testimonialSection } from '../../content/home'
import { PageSection } from '../../components/sections/page-section'
import { ClientTestimonial } from './client-testimonial'

/** What a client says about working with the company. */
export function TestimonialSection() {
  return (
    <PageSection tone="alt" title={testimonialSection.title}>
      <ClientTestimonial testimonial={testimonial} />
    </PageSection>
  )
}
