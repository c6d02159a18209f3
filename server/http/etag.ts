/** True when If-None-Match names this ETag, ignoring W/ and the -br/-gzip suffix compression adds. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false
  const bare = (tag: string) =>
    tag
      .trim()
      .replace(/^W\//, '')
      .replace(/-(?:br|gzip)"$/, '"')
  const wanted = bare(etag)
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted)
}
