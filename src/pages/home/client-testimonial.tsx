import type { Testimonial } from '../../content/home'
import styles from './client-testimonial.module.css'

const star = 'M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.1l-5.9 3.2 1.3-6.5-4.9-4.5 6.6-.8z'

/** One client's words with a star rating that is read out as a sentence, not as five pictures. */
export function ClientTestimonial({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.testimonial}>
      <div className={styles.stars} role="img" aria-label={`${testimonial.rating} out of 5 stars`}>
        {Array.from({ length: 5 }, (_, index) => (
          <svg
            // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars; the position is the identity
            key={index}
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
            data-filled={index < testimonial.rating}
          >
            <path d={star} />
          </svg>
        ))}
      </div>
      <blockquote className={styles.quote}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.name}>{testimonial.name}</span>
        <span className={styles.role}>{testimonial.role}</span>
        <span className={styles.company}>{testimonial.company}</span>
      </figcaption>
    </figure>
  )
}
