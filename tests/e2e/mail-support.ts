import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from '@playwright/test'

/** The folder tests/support/serve-e2e.mjs writes the server's e-mails into, one .eml file each. */
const mailDir = () => join(tmpdir(), `arcnova-e2e-mail-${process.env.E2E_PORT ?? 4173}`)

/** A message as read: the Subject and To headers, and the text with quoted-printable undone. */
export interface ReadMail {
  to: string
  subject: string
  text: string
}

function read(raw: string): ReadMail {
  const split = raw.indexOf('\r\n\r\n')
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const body = raw.slice(split + 4)
  const text = /^content-transfer-encoding:\s*base64/im.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
  return {
    to: /^to: (.*)$/im.exec(headers)?.[1] ?? '',
    subject: /^subject: (.*)$/im.exec(headers)?.[1] ?? '',
    text,
  }
}

/** Waits for the e-mail to `address` for which `match` holds, as the server's mail server received it. */
export async function mailTo(address: string, match: (mail: ReadMail) => boolean = () => true): Promise<ReadMail> {
  let found: ReadMail | undefined
  await expect
    .poll(
      async () => {
        const files = (await readdir(mailDir()).catch(() => [])).sort()
        const mails = await Promise.all(files.map(async (file) => read(await readFile(join(mailDir(), file), 'utf8'))))
        found = mails.find((mail) => mail.to.includes(address) && match(mail))
        return found !== undefined
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  if (found === undefined) throw new Error(`no e-mail to ${address}`)
  return found
}
