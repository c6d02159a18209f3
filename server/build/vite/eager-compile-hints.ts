import type { Plugin } from 'vite'

/** V8's explicit compile hint: compile every function of the file while it streams in. */
export const compileHint = '//# allFunctionsCalledOnLoad\n'

/**
 * Marks every chunk with V8's explicit compile hint: Chromium then compiles all of a chunk's
 * functions while the file streams in, off the main thread, instead of on the main thread the
 * first time each is called (router set-up, hydration, rendering a list). Nearly every function
 * of a chunk runs soon after it loads, so little compile work is wasted.
 */
export function eagerCompileHints(): Plugin {
  return {
    name: 'arcnova:eager-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own rewrites, which put the preload map at the very top of a chunk.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && file.fileName.startsWith('assets/')) file.code = `${compileHint}${file.code}`
        }
      },
    },
  }
}
