import { useEffect, useRef, useState } from 'react'
import type { CareersSearch } from './careers-search'
import fieldStyles from '../../components/forms/form-field.module.css'
import styles from './job-filters.module.css'

interface JobFiltersProps {
  search: CareersSearch
  onChange: (patch: Partial<CareersSearch>, options?: { replace?: boolean }) => void
  locations: readonly string[]
  savedCount: number
}

/** The search controls' ids: the alert panel sends the visitor back to the one its rule refuses. */
export const searchControlIds = { q: 'careers-q', location: 'careers-location' } as const

/** Keyword, location and Saved filters; all of them live in the URL. */
export function JobFilters({ search, onChange, locations, savedCount }: JobFiltersProps) {
  // The box keeps its own text so typing never waits on the router; the URL follows with replace.
  const [text, setText] = useState(search.q ?? '')
  const textRef = useRef(text)
  useEffect(() => {
    if ((search.q ?? '') !== textRef.current.trim()) {
      textRef.current = search.q ?? ''
      setText(textRef.current)
    }
  }, [search.q])

  function type(value: string) {
    textRef.current = value
    setText(value)
    onChange({ q: value.trim() === '' ? undefined : value.trim() }, { replace: true })
  }

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
          value={search.location ?? ''}
          onChange={(event) => onChange({ location: event.target.value === '' ? undefined : event.target.value })}
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
        aria-pressed={search.saved === true}
        onClick={() => onChange({ saved: search.saved ? undefined : true })}
      >
        <span>Saved</span>
        <span className={styles.count} aria-hidden="true">
          {savedCount}
        </span>
      </button>
    </form>
  )
}
