/** A file name for Content-Disposition: the original in filename* (UTF-8), a plain ASCII stand-in in filename. */
export function attachment(name: string): string {
  const ascii =
    name
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\/;]/g, '_')
      .trim() || 'cv'
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`
}
