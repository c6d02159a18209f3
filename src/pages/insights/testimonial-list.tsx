import type { Testimonial } from '../../content/insights-evidence'
import styles from './insights.module.css'

export function TestimonialList({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className={styles.testimonials}>
      {items.map((item) => (
        <li key={item.name}>
          <figure className={styles.testimonial}>
            <blockquote>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption>
              <strong>{item.name}</strong>
              <span>{item.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
