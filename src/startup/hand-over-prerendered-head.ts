/**
 * Hands the prerendered page's static `<title>` and description over to React, once React has
 * rendered the route's own. Removing them earlier leaves the document without a title until then
 * (what a crawler or the tab strip would read). React 19 adopts the first `<title>` it finds, and a
 * description with the same content: an adopted copy is React's now and only loses its marker; a
 * copy beside React's goes, or it would keep showing after the next navigation.
 */
export function handOverPrerenderedHead(head: HTMLHeadElement): void {
  for (const element of head.querySelectorAll('[data-prerendered]')) {
    const name = element.getAttribute('name')
    const sameKind = element.tagName === 'TITLE' ? 'title' : name ? `meta[name="${name}"]` : undefined
    const rendered =
      sameKind !== undefined &&
      [...head.querySelectorAll(sameKind)].some((other) => !other.hasAttribute('data-prerendered'))
    if (rendered || sameKind === undefined) element.remove()
    else element.removeAttribute('data-prerendered')
  }
}
