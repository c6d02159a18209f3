import * as Tabs from '@radix-ui/react-tabs'
import type { HomeIndustry } from '../../content/home-industries'
import { Illustration } from '../../components/sections/illustration'
import { PageLink } from '../../components/sections/page-link'
import styles from './industry-selector.module.css'

/** Industry names as a tab list (arrow keys move, the first is selected); the panel shows the chosen one. */
export function IndustrySelector({ industries }: { industries: readonly HomeIndustry[] }) {
  const first = industries[0]
  if (!first) return null
  return (
    <Tabs.Root className={styles.selector} defaultValue={first.slug}>
      <Tabs.List className={styles.list} aria-label="Industries">
        {industries.map((industry) => (
          <Tabs.Trigger key={industry.slug} value={industry.slug} className={styles.tab}>
            {industry.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {industries.map((industry) => (
        <Tabs.Content key={industry.slug} value={industry.slug} className={styles.panel}>
          <div className={styles.panelText}>
            <h3 className={styles.panelTitle}>{industry.name}</h3>
            <p>{industry.summary}</p>
            <ul className={styles.focus}>
              {industry.focus.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <PageLink link={industry.link} className={styles.link} />
          </div>
          <Illustration image={industry.image} className={styles.image} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
