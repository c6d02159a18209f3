import { execFile } from 'node:child_process'

/** A PDF's text as a reader extracts it (poppler's pdftotext, layout kept): what a test reads back. */
export function pdfText(pdf: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    )
    child.stdin?.end(pdf)
  })
}
