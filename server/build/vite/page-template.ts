import { type DefaultTreeAdapterTypes as Tree, defaultTreeAdapter as dom, parse, serialize } from 'parse5'
import { pageBodyMark, pageHeadEnd, pageHeadStart, pageStylesMark } from '../../../src/site/preview-tags.ts'
import { webManifestHref } from '../../../src/site/web-manifest.ts'

/** A mark (`<!--page-body-->`) as the comment node it is. */
const commentOf = (mark: string) => dom.createCommentNode(mark.slice('<!--'.length, -'-->'.length))

function* elements(node: Tree.ParentNode): Generator<Tree.Element> {
  for (const child of node.childNodes) {
    if (!dom.isElementNode(child)) continue
    yield child
    yield* elements(child)
  }
}

const attribute = (element: Tree.Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value

function find(document: Tree.Document, test: (element: Tree.Element) => boolean): Tree.Element {
  for (const element of elements(document)) if (test(element)) return element
  throw new Error('index.html lacks an element the page template needs')
}

/**
 * The template every page is made from (server/pages/page-template.ts fills it), out of the
 * index.html Vite wrote: the entry's stylesheet links taken out (the build serves them as one
 * site-wide file), the one web manifest link checked (browsers and PWA checkers read it from the
 * HTML), the generic title and description replaced by the marks of the page's own head, and marks
 * where the page's styles, its body and a data page's data go.
 */
export function pageTemplate(indexHtml: string): { template: string; entryStylesheets: string[] } {
  const document = parse(indexHtml)
  const head = find(document, (element) => element.tagName === 'head')
  const entryStylesheets: string[] = []
  for (const link of [...elements(head)]) {
    if (link.tagName !== 'link' || attribute(link, 'rel') !== 'stylesheet') continue
    entryStylesheets.push((attribute(link, 'href') ?? '').replace(/^\//, ''))
    dom.detachNode(link)
  }
  const [manifest, ...more] = [...elements(document)].filter(
    (element) => element.tagName === 'link' && attribute(element, 'rel') === 'manifest',
  )
  if (manifest?.parentNode !== head || more.length > 0 || attribute(manifest, 'href') !== webManifestHref)
    throw new Error(`index.html must link the web manifest once, in its head, at ${webManifestHref}`)
  const title = find(document, (element) => element.tagName === 'title')
  dom.insertBefore(head, commentOf(pageHeadStart), title)
  dom.insertBefore(head, commentOf(pageHeadEnd), title)
  dom.detachNode(title)
  dom.detachNode(
    find(document, (element) => element.tagName === 'meta' && attribute(element, 'name') === 'description'),
  )
  dom.appendChild(head, commentOf(pageStylesMark))
  const root = find(document, (element) => attribute(element, 'id') === 'root')
  if (root.childNodes.length > 0) throw new Error('#root in index.html must be empty')
  dom.appendChild(root, commentOf(pageBodyMark))
  return { template: serialize(document), entryStylesheets }
}
