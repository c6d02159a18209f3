import pngToIco from 'png-to-ico'
import type { Plugin } from 'vite'

/**
 * Browsers and crawlers ask for /favicon.ico whatever the page's icon links say: the 32 px icon in
 * the ICO container, made at build time from the same PNG the pages link to.
 */
export function faviconIco(png: string): Plugin {
  let ssr = false
  return {
    name: 'arcnova:favicon-ico',
    apply: 'build',
    configResolved: (resolved) => {
      ssr = Boolean(resolved.build.ssr)
    },
    async generateBundle() {
      if (ssr) return
      this.emitFile({ type: 'asset', fileName: 'favicon.ico', source: await pngToIco([png]) })
    },
  }
}
