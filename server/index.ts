import path from 'node:path'
import { ensureSiteBuild } from './build/ensure-site-build.ts'
import { loadConfig, repoRoot } from './config.ts'
import { checkInvoiceSigning } from './invoices/invoice-signing.ts'
import { errorKind, writeLog } from './log.ts'
import { paymentModeLine } from './payments/payment-mode.ts'
import { assertDataOutsideSite } from './security/data-outside-site.ts'
import { startServer } from './start-server.ts'

/** `npm start`: build the site if needed, then serve it and the API from one process. */
async function main(): Promise<void> {
  const config = loadConfig()
  // Before the build too: a build empties STATIC_DIR, CVs included if they were put there.
  await assertDataOutsideSite(config)
  // Fails closed: a signing certificate that is set but cannot sign stops the server (record 087).
  await checkInvoiceSigning(config.invoiceSigning)
  if (!config.skipBuild) {
    if (config.staticDir === path.join(repoRoot, 'dist')) {
      // Only when there is no finished build: one build serves every payment mode.
      await ensureSiteBuild({ root: repoRoot })
    } else {
      console.log(`STATIC_DIR is ${config.staticDir}: serving it as is, no build`)
    }
  }
  const server = await startServer(config)
  writeLog('info', 'listening', {
    address: server.url,
    database: server.db.kind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)',
    payments: server.paymentMode,
    paymentsNote: paymentModeLine(server.paymentMode),
    build: server.buildId,
    metrics:
      server.metricsUrl !== null
        ? `${server.metricsUrl}/metrics`
        : config.metrics.token !== null
          ? 'GET /metrics with the bearer token (METRICS_TOKEN)'
          : 'off',
  })

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    writeLog('info', 'shutting down: /api/ready answers 503, requests in flight finish, then the database closes', {
      signal,
    })
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        writeLog('error', 'shutdown failed', errorKind(error))
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
