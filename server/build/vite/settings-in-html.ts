import type { Plugin } from 'vite'
import { settings } from '../../../src/site/settings.ts'

/** index.html takes the company name from the settings module, like everything else (`%COMPANY_NAME%`). */
export function settingsInHtml(): Plugin {
  return {
    name: 'arcnova:settings-in-html',
    transformIndexHtml: (html) => html.replaceAll('%COMPANY_NAME%', settings.companyName),
  }
}
