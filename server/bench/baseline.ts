/**
 * `BENCH_BASELINE=<git ref>`: the ref's own tree, dependencies and site build in a scratch folder
 * (kept by commit, so a second run starts at once), and its server started the way that ref starts
 * it — its own `server/index.ts` in a process of its own — never by importing its code in here.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { repoRoot } from '../config.ts'
import { spawnBenchServer } from './bench-server.ts'

export interface BenchTree {
  /** The ref as given and the commit it names. */
  label: string
  root: string
  /** The tree's own built site (with `.server/entry-server.js`). */
  siteDir: string
}

/** Runs a command to its end; its output goes to stderr so the bench's own table stays readable. */
function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited with code ${code}`)),
    )
  })
}

/** The ref's tree, dependencies and build; made once per commit under the system's temp folder. */
export async function baselineTree(ref: string): Promise<BenchTree> {
  const commit = (await run('git', ['rev-parse', '--verify', `${ref}^{commit}`], repoRoot)).trim()
  const root = path.join(tmpdir(), 'arcnova-bench-baseline', commit)
  const label = `${ref} (${commit.slice(0, 7)})`
  const ready = path.join(root, '.bench-ready')
  if (existsSync(ready)) {
    console.error(`Baseline ${label}: reusing the build in ${root}`)
    return { label, root, siteDir: path.join(root, 'dist') }
  }
  await rm(root, { recursive: true, force: true })
  await mkdir(root, { recursive: true })
  console.error(`Baseline ${label}: unpacking, installing and building in ${root} …`)
  // git archive rather than a worktree: nothing is registered in the repository, the folder is plain files.
  await run('sh', ['-c', `git archive ${commit} | tar -x -C '${root}'`], repoRoot)
  const sameLock =
    (await readFile(path.join(root, 'package-lock.json'), 'utf8')) ===
    (await readFile(path.join(repoRoot, 'package-lock.json'), 'utf8'))
  if (sameLock) await symlink(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir')
  else await run('npm', ['ci', '--no-audit', '--no-fund'], root)
  // Its own bench serves its `dist/` (the renderer in `dist/.server/`): the same build step it ran.
  await run('npx', ['vite', 'build'], root, { ...process.env, NODE_ENV: 'production' })
  await writeFile(ready, `${new Date().toISOString()}\n`)
  return { label, root, siteDir: path.join(root, 'dist') }
}

/** Fills a tree's database with `count` open jobs using that tree's own migrations and bench code. */
export async function fillWithTree(tree: BenchTree, dataDir: string, count: number): Promise<void> {
  const script =
    `const m = await import(${JSON.stringify(path.join(tree.root, 'server', 'bench', 'data-pages-bench.ts'))});` +
    `await m.fillOpenJobs(${JSON.stringify(dataDir)}, ${count});`
  await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], tree.root, benchEnv())
}

/** The bench's servers each use their own embedded database: two trees cannot share one schema. */
function benchEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  delete env.DATABASE_URL
  return env
}

/** Starts a tree's server as its own `npm start` would, on the built site given, without a rebuild. */
export function startTreeServer(
  tree: BenchTree,
  options: { port: number; dataDir: string; staticDir: string; nodeArgs?: readonly string[] },
): ChildProcess {
  return spawnBenchServer({
    ...options,
    root: tree.root,
    baseEnv: benchEnv(),
    // The benchmark measures throughput, not the per-address limit on POSTs.
    env: { RATE_LIMIT_MAX: '1000000' },
    // The servers' request logs would drown the table.
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}
