import * as Accordion from '@radix-ui/react-accordion'
import { useState } from 'react'
import { isNavGroup, navGroups, navLinks, type NavGroup } from '../../../site/navigation'
import { pages, type SitePage } from '../../../site/site-map'
import { SiteLink } from '../site-link'
import { MobileMenuDismiss } from './mobile-menu-dismiss'
import styles from './mobile-nav.module.css'

function GroupHeader({ label }: { label: string }) {
  return (
    <Accordion.Header asChild>
      <div>
        <Accordion.Trigger className={styles.groupTrigger}>
          {label}
          <svg className={styles.chevron} viewBox="0 0 12 12" width="14" height="14" aria-hidden="true">
            <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </Accordion.Trigger>
      </div>
    </Accordion.Header>
  )
}

function PageLinks({ items, onNavigate }: { items: readonly SitePage[]; onNavigate: () => void }) {
  return (
    <ul className={styles.links}>
      {items.map((page) => (
        <li key={page.path}>
          <SiteLink page={page} className={styles.link} onClick={onNavigate} />
        </li>
      ))}
    </ul>
  )
}

interface GroupProps {
  group: NavGroup
  subgroupsOpen: string[]
  onSubgroupsChange: (open: string[]) => void
  onNavigate: () => void
}

function Group({ group, subgroupsOpen, onSubgroupsChange, onNavigate }: GroupProps) {
  const pagesOnly = group.items.filter((item): item is SitePage => !isNavGroup(item))
  const subgroups = group.items.filter(isNavGroup)
  return (
    <Accordion.Item value={group.id} className={styles.group}>
      <GroupHeader label={group.label} />
      <Accordion.Content className={styles.groupContent}>
        <PageLinks items={pagesOnly} onNavigate={onNavigate} />
        {subgroups.length > 0 && (
          <Accordion.Root
            type="multiple"
            value={subgroupsOpen}
            onValueChange={onSubgroupsChange}
            className={styles.subgroups}
          >
            {subgroups.map((sub) => (
              <Accordion.Item key={sub.id} value={sub.id} className={styles.subgroup}>
                <GroupHeader label={sub.label} />
                <Accordion.Content className={styles.groupContent}>
                  <PageLinks
                    items={sub.items.filter((item): item is SitePage => !isNavGroup(item))}
                    onNavigate={onNavigate}
                  />
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        )}
      </Accordion.Content>
    </Accordion.Item>
  )
}

/** The menu's links: each group and the Managed Services subgroup open independently. */
export function MobileMenuPanel({ onNavigate }: { onNavigate: () => void }) {
  const [groupsOpen, setGroupsOpen] = useState<string[]>([])
  const [subgroupsOpen, setSubgroupsOpen] = useState<string[]>([])

  const onGroupsChange = (next: string[]) => {
    // Opening another group starts its submenus afresh.
    if (next.some((id) => !groupsOpen.includes(id))) setSubgroupsOpen([])
    setGroupsOpen(next)
  }

  return (
    <>
      <MobileMenuDismiss onClose={onNavigate} />
      <ul className={styles.links}>
        <li>
          <SiteLink page={pages.home} className={styles.link} onClick={onNavigate} />
        </li>
      </ul>
      <Accordion.Root type="multiple" value={groupsOpen} onValueChange={onGroupsChange}>
        {navGroups.map((group) => (
          <Group
            key={group.id}
            group={group}
            subgroupsOpen={subgroupsOpen}
            onSubgroupsChange={setSubgroupsOpen}
            onNavigate={onNavigate}
          />
        ))}
      </Accordion.Root>
      <PageLinks items={navLinks} onNavigate={onNavigate} />
    </>
  )
}
