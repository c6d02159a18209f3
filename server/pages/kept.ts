/** Gets the thing kept for a key, or makes (and keeps) it. */
export type Kept<V> = (key: string, make: () => Promise<V>) => Promise<V>

/**
 * At most `size` things made, one per key, the least recently used dropped first: a stream of new
 * keys only churns them. The same key while it is being made waits for that one making; a failed
 * making is not kept, so the next request tries again.
 */
export function kept<V>(size: number): Kept<V> {
  const made = new Map<string, Promise<V>>()
  return (key, make) => {
    let thing = made.get(key)
    if (thing === undefined) {
      const making = make()
      making.catch(() => {
        if (made.get(key) === making) made.delete(key)
      })
      thing = making
    } else {
      // Most recently used last: the first key is the one dropped.
      made.delete(key)
    }
    made.set(key, thing)
    if (made.size > size) made.delete(made.keys().next().value ?? key)
    return thing
  }
}
