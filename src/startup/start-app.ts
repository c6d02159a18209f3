/**
 * The app's files (its module graph), written in by the build (server/build/vite/app-files.ts); in
 * development this stays a string and the app starts without fetching ahead.
 */
const appFiles: unknown = '__ARCNOVA_APP_FILES__'

/**
 * Starts the app once its files are here and a frame has been painted since. Evaluating the app
 * (React, the router, the shell) is one long task: fetched ahead, it runs from a task of ours after a
 * paint, so a tap held meanwhile is shown pressed first instead of after it (record 073).
 */
export function startAfterFetchAndPaint(start: () => void): void {
  const files = Array.isArray(appFiles) ? (appFiles as string[]) : []
  // A failed fetch changes nothing: the import fetches the file again and reports it as before.
  void Promise.allSettled(files.map((file) => fetch(file).then((response) => response.blob()))).then(() =>
    requestAnimationFrame(() => setTimeout(start, 0)),
  )
}
