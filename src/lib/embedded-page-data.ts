import { pageDataElementId, type PageData, type RouterContext } from '../site/page-data'

let taken = false

/**
 * The data this page was rendered with, for the route that loads first: given by the server
 * renderer, or read from the document once. Routes loaded later within the app fetch afresh, since
 * the embedded copy is as old as the document.
 */
export function takePageData(context: RouterContext): PageData | undefined {
  if (context.pageData !== undefined) return context.pageData
  if (taken || typeof document === 'undefined') return undefined
  taken = true
  const element = document.getElementById(pageDataElementId)
  if (element === null) return undefined
  try {
    const data: unknown = JSON.parse(element.textContent ?? '')
    return typeof data === 'object' && data !== null ? { ...data, savedAt: element.dataset.savedAt } : undefined
  } catch {
    return undefined
  }
}
