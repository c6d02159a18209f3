import { memo, useEffect, useRef, useState } from 'react'
import fieldStyles from '../../components/forms/form-field.module.css'
import { afterNextPaint } from '../../lib/after-paint'
import type { CareersSearch } from './careers-search'
import styles from './job-filters.module.css'

interface JobFiltersProps {
  search: CareersSearch
  onChange: (patch: Partial<CareersSearch>, options?: { replace?: boolean }) => void
  locations: readonly string[]
  savedCount: number
}

/** How long the search box waits for the next keystroke before the list follows. */
export const searchPauseMs = 200

/** The search controls' ids: the alert panel sends the visitor back to the one its rule refuses. */
export const searchControlIds = { q: 'careers-q', location: 'careers-location' } as const

/** Keyword, location and Saved filters; all of them live in the URL. Memoised like the list (record 075). */
export const JobFilters = memo(function JobFilters({ search, onChange, locations, savedCount }: JobFiltersProps) {
  // The box keeps its own text so typing never waits on the router; the URL follows with replace.
  const [text, setText] = useState(search.q ?? '')
  const textRef = useRef(text)
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => {
    if ((search.q ?? '') !== textRef.current.trim()) {
      // Changed elsewhere ('Clear filters', Back): that wins over a keystroke still waiting.
      clearTimeout(pending.current)
      pending.current = undefined
      textRef.current = search.q ?? ''
      setText(textRef.current)
    }
  }, [search.q])

  // The URL (and with it the list) follows once the visitor pauses: a keystroke renders the box
  // alone. Pushing the URL and re-rendering the list on each one took 110–180 ms a keystroke at 4×
  // CPU, and the list mid-word is not read anyway (record 075).
  useEffect(() => () => clearTimeout(pending.current), [])
  const keyword = () => textRef.current.trim() || undefined
  function type(value: string) {
    textRef.current = value
    setText(value)
    clearTimeout(pending.current)
    pending.current = setTimeout(() => {
      pending.current = undefined
      onChange({ q: keyword() }, { replace: true })
    }, searchPauseMs)
  }
  // A location or Saved change paints first, the URL (the router, the page, the list) follows after
  // that paint: in the change event they took ~45 ms of script at 4× CPU (record 076). Until the URL
  // has it, the controls show the change from here; any URL change (this one landing, Back) ends that.
  const [shown, setShown] = useState<Partial<CareersSearch> | null>(null)
  const [shownFor, setShownFor] = useState(search)
  if (shownFor !== search) {
    setShownFor(search)
    setShown(null)
  }
  const navigation = useRef<{ patch: Partial<CareersSearch>; cancel: () => void }>(undefined)
  useEffect(() => () => navigation.current?.cancel(), [])
  /** Another filter's change takes the keyword still waiting along, in the same history entry. */
  function change(patch: Partial<CareersSearch>) {
    const waiting = pending.current === undefined ? {} : { q: keyword() }
    clearTimeout(pending.current)
    pending.current = undefined
    navigation.current?.cancel()
    // Two changes within one frame go as one navigation.
    const next = { ...navigation.current?.patch, ...waiting, ...patch }
    setShown((before) => ({ ...before, ...patch }))
    navigation.current = {
      patch: next,
      cancel: afterNextPaint(() => {
        navigation.current = undefined
        onChange(next)
      }),
    }
  }
  const location = shown && 'location' in shown ? shown.location : search.location
  const savedOnly = (shown && 'saved' in shown ? shown.saved : search.saved) === true

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role; <search> is too new for the browsers the site supports
    <form
      className={styles.filters}
      data-print="omit"
      role="search"
      aria-label="Job openings"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={`${fieldStyles.field} ${styles.filter}`}>
        <label htmlFor={searchControlIds.q}>Search jobs</label>
        <input
          id={searchControlIds.q}
          type="search"
          value={text}
          placeholder="Job title, role or skill"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => type(event.target.value)}
        />
      </div>
      <div className={`${fieldStyles.field} ${styles.filter}`}>
        <label htmlFor={searchControlIds.location}>Location</label>
        <select
          id={searchControlIds.location}
          value={location ?? ''}
          onChange={(event) => change({ location: event.target.value === '' ? undefined : event.target.value })}
        >
          <option value="">All locations</option>
          {locations.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={styles.savedToggle}
        aria-pressed={savedOnly}
        onClick={() => change({ saved: savedOnly ? undefined : true })}
      >
        <span>Saved</span>
        <span className={styles.count} aria-hidden="true">
          {savedCount}
        </span>
      </button>
    </form>
  )
})
