// Runs a server entry (index: npm start; staff/staff-cli: npm run staff) compiled (server/dist, made by
// npm run build) with plain node, so a production install (npm ci --omit=dev) needs no TypeScript
// loader. Without a compiled server, or with sources newer than it, a checkout with the dev
// dependencies runs the sources through tsx instead.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const serverDir = import.meta.dirname

/** The newest modification time among the TypeScript sources the compiled server is made from. */
function newestSource() {
  let newest = 0
  const visit = (dir) => {
    // (An image with the compiled server only has no sources to compare.)
    if (!existsSync(dir)) return
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!['dist', 'node_modules', 'test-support', 'bench'].includes(entry.name)) visit(file)
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        newest = Math.max(newest, statSync(file).mtimeMs)
      }
    }
  }
  visit(serverDir)
  visit(path.join(serverDir, '..', 'src', 'contracts'))
  return newest
}

function hasTsx() {
  try {
    import.meta.resolve('tsx/esm/api')
    return true
  } catch {
    return false
  }
}

/** Runs `entry` (a path under server/, without extension), compiled when the build is current. */
export async function launch(entry) {
  const compiled = path.join(serverDir, 'dist', 'server', `${entry}.js`)
  const fresh = existsSync(compiled) && statSync(compiled).mtimeMs >= newestSource()
  if (fresh || !hasTsx()) {
    if (!existsSync(compiled)) {
      console.error('The server is not compiled: run `npm run build` (with the dev dependencies installed) first.')
      process.exit(1)
    }
    if (!fresh)
      console.warn('server/dist is older than the server sources and tsx is not installed: running server/dist.')
    await import(pathToFileURL(compiled).href)
  } else {
    const { register } = await import('tsx/esm/api')
    register()
    await import(pathToFileURL(path.join(serverDir, `${entry}.ts`)).href)
  }
}

if (process.argv[1] === import.meta.filename) await launch('index')
