import type { ReactNode } from 'react'
import own from './record-table.module.css'

/**
 * A read-only list as a table; below 600 px each row is a card of 'column: value' lines (issue 60 item
 * 15), so nothing scrolls sideways. Between, a wide table scrolls inside its region (focusable, so
 * keyboard users can scroll it too).
 */
export function RecordTable<T>({
  caption,
  rows,
  rowKey,
  columns,
}: {
  caption: string
  rows: readonly T[]
  rowKey: (row: T) => string | number
  columns: ReadonlyArray<{ header: string; cell: (row: T) => ReactNode }>
}) {
  if (rows.length === 0) return <p>Nothing yet.</p>
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={own.tableWrap} tabIndex={0} aria-label={caption}>
      <table className={own.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
