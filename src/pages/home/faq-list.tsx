import * as Accordion from '@radix-ui/react-accordion'
import { useLayoutEffect, useRef, useState } from 'react'
import type { FaqItem } from '../../content/faq'
import styles from './faq-list.module.css'

/** Questions as an accordion: one answer open at a time, none at start, a second click closes it. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const [openId, setOpenId] = useState('')
  return (
    <Accordion.Root type="single" collapsible value={openId} onValueChange={setOpenId} className={styles.list}>
      {items.map((item) => (
        <FaqEntry key={item.id} item={item} open={openId === item.id} onFound={setOpenId} />
      ))}
    </Accordion.Root>
  )
}

interface FaqEntryProps {
  item: FaqItem
  open: boolean
  onFound: (id: string) => void
}

function FaqEntry({ item, open, onFound }: FaqEntryProps) {
  const content = useRef<HTMLDivElement>(null)

  // Closed answers stay in the page (forceMount) as hidden="until-found", so find-in-page reaches them
  // and opens the item. React renders `hidden` only as a boolean, so the value is set here, before
  // paint (and in the prerendered HTML by the build, for the data-findable elements).
  useLayoutEffect(() => {
    const element = content.current
    if (!element) return
    // Found before this part was hydrated: the browser has already shown the answer, so open it.
    if (!open && !element.hidden) return onFound(item.id)
    if (!open) element.setAttribute('hidden', 'until-found')
    const reveal = () => onFound(item.id)
    element.addEventListener('beforematch', reveal)
    return () => element.removeEventListener('beforematch', reveal)
  }, [open, item.id, onFound])

  return (
    <Accordion.Item value={item.id} className={styles.item}>
      <Accordion.Header asChild>
        <h3 className={styles.question}>
          <Accordion.Trigger className={styles.trigger}>
            <span>{item.question}</span>
            <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Accordion.Trigger>
        </h3>
      </Accordion.Header>
      <Accordion.Content ref={content} forceMount hidden={!open} data-findable="" className={styles.answer}>
        <p>{item.answer}</p>
      </Accordion.Content>
    </Accordion.Item>
  )
}
