import yauzl from 'yauzl'

/** Limits on what a .docx may declare before anything in it is inflated. */
export const archiveLimits = { maxEntries: 10_000, maxUncompressedBytes: 100 * 1024 * 1024, maxRatio: 100 } as const

export type ArchiveVerdict = 'docx' | 'not-docx' | 'too-big-when-inflated'

/**
 * Reads a zip's central directory with yauzl (nothing is inflated) and judges it as a Word file: the
 * entries [Content_Types].xml and word/…, at most 10,000 entries, at most 100 MB declared uncompressed
 * in all, and at most 100 times the file's own size. A zip bomb is refused on what it declares.
 */
export function inspectDocx(file: string, fileSize: number): Promise<ArchiveVerdict> {
  return new Promise((resolve) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true, decodeStrings: true }, (openError, zip) => {
      if (openError !== null || zip === undefined) {
        resolve('not-docx')
        return
      }
      if (zip.entryCount > archiveLimits.maxEntries) {
        zip.close()
        resolve('too-big-when-inflated')
        return
      }
      let declared = 0
      let hasContentTypes = false
      let hasWordPart = false
      let settled = false
      const finish = (verdict: ArchiveVerdict) => {
        if (settled) return
        settled = true
        zip.close()
        resolve(verdict)
      }
      zip.on('entry', (entry: yauzl.Entry) => {
        declared += entry.uncompressedSize
        if (declared > archiveLimits.maxUncompressedBytes || declared > fileSize * archiveLimits.maxRatio) {
          finish('too-big-when-inflated')
          return
        }
        if (entry.fileName === '[Content_Types].xml') hasContentTypes = true
        if (entry.fileName.startsWith('word/')) hasWordPart = true
        zip.readEntry()
      })
      zip.on('end', () => finish(hasContentTypes && hasWordPart ? 'docx' : 'not-docx'))
      zip.on('error', () => finish('not-docx'))
      zip.readEntry()
    })
  })
}
