import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

export interface UploadBenchResult {
  applications: number
  /** The server's peak RSS before the run (start-up, database, site compression); peakRssMb is the run's own. */
  peakRssBeforeMb: number
  perSecond: number
  p50: number
  p99: number
  errors: number
  peakRssMb: number
  identicalOnDisk: boolean
}

const cvBytes = 4 * 1024 * 1024

/** A 4 MB PDF whose bytes differ per application, so every stored file can be matched to what was sent. */
function pdf(index: number): Buffer {
  const bytes = Buffer.alloc(cvBytes, 0x20)
  bytes.write(`%PDF-1.7\n% benchmark CV ${index} ${Math.random()}\n`)
  for (let at = 64; at < bytes.length; at += 4096) bytes.writeUInt32LE((index * 2654435761 + at) >>> 0, at)
  return bytes
}

function multipart(index: number): { body: Buffer; contentType: string; sha256: string } {
  const boundary = `bench${index}x${Date.now()}`
  const fields = { job: '1', full_name: 'Bench Applicant', email: 'bench@example.com', phone: '+91 90000 00000' }
  const head = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')
  const file = pdf(index)
  const body = Buffer.concat([
    Buffer.from(
      `${head}--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return {
    body,
    contentType: `multipart/form-data; boundary=${boundary}`,
    sha256: createHash('sha256').update(file).digest('hex'),
  }
}

async function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)
  return match?.[1] === undefined ? Number.NaN : Number(match[1]) / 1024
}

const peakRssMb = (pid: number) => statusMb(pid, 'VmHWM')

/** CPU time the process has used (all its threads, zlib's pool included), in clock ticks. */
async function cpuTicks(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? []
  return Number(fields[11]) + Number(fields[12])
}

/**
 * The server's resident memory (VmRSS) once it is idle after start-up: the first second in which it
 * used under 20 ms of CPU (the background precompression of the site is over), at most 60 s.
 */
export async function idleRssMb(pid: number): Promise<number> {
  const deadline = Date.now() + 60_000
  let before = await cpuTicks(pid)
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const now = await cpuTicks(pid)
    if (now - before <= 2) break
    before = now
  }
  return statusMb(pid, 'VmRSS')
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

async function sha256sOnDisk(uploadDir: string): Promise<string[]> {
  const names = (await readdir(uploadDir)).filter((name) => name.endsWith('.pdf'))
  const hashes: string[] = []
  for (const name of names)
    hashes.push(
      createHash('sha256')
        .update(await readFile(path.join(uploadDir, name)))
        .digest('hex'),
    )
  return hashes
}

/**
 * `applications` CV uploads (4 MB PDF each) from `concurrency` clients at once against a running server
 * whose process is `pid` and whose CVs land in `uploadDir`: throughput, latency, the server's peak RSS
 * (VmHWM), and whether every stored file is byte-identical to one that was sent.
 */
export async function benchUploads(
  base: string,
  pid: number,
  uploadDir: string,
  applications = 300,
  concurrency = 50,
): Promise<UploadBenchResult> {
  const peakRssBeforeMb = await peakRssMb(pid)
  // Reset the peak (Linux: "5" to clear_refs), so the figure is the run's own, not start-up's.
  await writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => undefined)
  const sent: string[] = []
  const latencies: number[] = []
  let errors = 0
  let next = 0
  const started = performance.now()
  async function client(): Promise<void> {
    while (next < applications) {
      const index = next++
      const { body, contentType, sha256 } = multipart(index)
      const begin = performance.now()
      try {
        const response = await fetch(`${base}/api/job-applications/`, {
          method: 'POST',
          headers: { 'Content-Type': contentType },
          body,
        })
        await response.arrayBuffer()
        if (response.status === 201) sent.push(sha256)
        else errors += 1
      } catch {
        errors += 1
      }
      latencies.push(performance.now() - begin)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const stored = (await sha256sOnDisk(uploadDir)).sort()
  return {
    applications,
    peakRssBeforeMb,
    perSecond: applications / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    peakRssMb: await peakRssMb(pid),
    identicalOnDisk: errors === 0 && JSON.stringify(stored) === JSON.stringify([...sent].sort()),
  }
}
