/** A path id: a positive whole number, or null for anything else (which answers 404). */
export function pathId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return id <= 2_147_483_647 ? id : null
}
