import type { Plugin, Rollup } from 'vite'

/** The placeholder src/startup/start-app.ts carries, in any of the quotes the minifier may choose. */
const placeholder = /(["'`])__ARCNOVA_APP_FILES__\1/

/** The JavaScript files of the app's module graph: the chunk of `mainFile` and what it imports. */
export function appFiles(chunks: readonly Rollup.OutputChunk[], mainFile: string): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const main = chunks.find((chunk) => chunk.facadeModuleId === mainFile)
  if (!main) return []
  const files: string[] = []
  const visit = (chunk: Rollup.OutputChunk) => {
    if (files.includes(chunk.fileName)) return
    files.push(chunk.fileName)
    for (const name of chunk.imports) {
      const imported = byName.get(name)
      if (imported) visit(imported)
    }
  }
  visit(main)
  return files.map((file) => `/${file}`)
}

/**
 * Writes the app's files into the boot script, which fetches them before it starts the app
 * (src/startup/start-app.ts): the build knows their hashed names, the boot script does not.
 */
export function writeAppFiles(mainFile: string): Plugin {
  return {
    name: 'arcnova:app-files',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
      const files = appFiles(chunks, mainFile)
      if (files.length === 0) return
      for (const chunk of chunks) {
        if (!placeholder.test(chunk.code)) continue
        // The boot script is running when it fetches: its own file is not fetched again.
        const others = files.filter((file) => file !== `/${chunk.fileName}`)
        chunk.code = chunk.code.replace(placeholder, JSON.stringify(others))
      }
    },
  }
}
