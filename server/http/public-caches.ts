/** The public answers the server caches for a few seconds, by the data they are made of. */
export type PublicData = 'jobs' | 'plans'

/**
 * Where the cached public answers (job list, plan list, sitemap) register, so that a change made in
 * the console shows at once on this instance. Other instances on the same database see it when their
 * own copy expires, within the few seconds the caches keep anything.
 */
export class PublicCaches {
  private readonly clearers = new Map<PublicData, Array<() => void>>()

  register(data: PublicData, clear: () => void): void {
    this.clearers.set(data, [...(this.clearers.get(data) ?? []), clear])
  }

  changed(data: PublicData): void {
    for (const clear of this.clearers.get(data) ?? []) clear()
  }
}
