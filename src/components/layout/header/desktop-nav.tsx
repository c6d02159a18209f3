import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { isNavGroup, navGroups, navLinks, type NavGroup } from '../../../site/navigation'
import { pages, type SitePage } from '../../../site/site-map'
import { SiteLink } from '../site-link'
import styles from './desktop-nav.module.css'
import { useHoverMenu } from './use-hover-menu'

function MenuLink({ page }: { page: SitePage }) {
  return (
    <li>
      <NavigationMenu.Link asChild>
        <SiteLink page={page} className={styles.menuLink} />
      </NavigationMenu.Link>
    </li>
  )
}

function Chevron({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  )
}

/** Managed Services: a nested menu that opens to the side of the Services panel. */
function Flyout({ group }: { group: NavGroup }) {
  return (
    <li className={styles.flyoutItem}>
      <NavigationMenu.Sub orientation="vertical" className={styles.sub}>
        <NavigationMenu.List className={styles.subList}>
          <NavigationMenu.Item value={group.id}>
            <NavigationMenu.Trigger className={styles.subTrigger}>
              {group.label}
              <Chevron className={styles.sideChevron} />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className={styles.flyout}>
              <ul className={styles.menuList} aria-label={group.label}>
                {group.items.map((item) => (isNavGroup(item) ? null : <MenuLink key={item.path} page={item} />))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        </NavigationMenu.List>
      </NavigationMenu.Sub>
    </li>
  )
}

function Menu({ group }: { group: NavGroup }) {
  return (
    <NavigationMenu.Item value={group.id} className={styles.item}>
      <NavigationMenu.Trigger className={styles.trigger}>
        {group.label}
        <Chevron className={styles.chevron} />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className={styles.panel}>
        <ul className={styles.menuList} aria-label={group.label}>
          {group.items.map((item) =>
            isNavGroup(item) ? <Flyout key={item.id} group={item} /> : <MenuLink key={item.path} page={item} />,
          )}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  )
}

export function DesktopNav() {
  const menu = useHoverMenu()
  return (
    <NavigationMenu.Root
      className={styles.root}
      aria-label="Main"
      value={menu.value}
      onValueChange={menu.onValueChange}
      onPointerEnter={menu.onPointerEnter}
      onPointerLeave={menu.onPointerLeave}
      onPointerUpCapture={menu.onPointerUp}
      delayDuration={80}
    >
      <NavigationMenu.List className={styles.list}>
        <NavigationMenu.Item className={styles.item}>
          <NavigationMenu.Link asChild>
            <SiteLink page={pages.home} className={styles.topLink} />
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        {navGroups.map((group) => (
          <Menu key={group.id} group={group} />
        ))}
        {navLinks.map((page) => (
          <NavigationMenu.Item key={page.path} className={styles.item}>
            <NavigationMenu.Link asChild>
              <SiteLink page={page} className={styles.topLink} />
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
