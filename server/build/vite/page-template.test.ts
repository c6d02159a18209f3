import { describe, expect, it } from 'vitest'
import { fillPage } from '../../pages/page-template.ts'
import { pageTemplate } from './page-template.ts'

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" src="/assets/boot-1.js"></script>
    <title>Arcnova</title>
    <meta name="description" content="Generic" />
    <link rel="icon" href="/favicon.svg" />
    <link rel="stylesheet" crossorigin href="/assets/boot-1.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
    <div id="boot-screen" hidden></div>
  </body>
</html>`

describe('the page template', () => {
  const { template, entryStylesheets } = pageTemplate(indexHtml)

  it('takes the entry stylesheets out and keeps every other tag', () => {
    expect(entryStylesheets).toEqual(['assets/boot-1.css'])
    expect(template).not.toContain('boot-1.css')
    expect(template).toContain('<script type="module" src="/assets/boot-1.js"></script>')
    expect(template).toContain('<link rel="icon" href="/favicon.svg">')
    expect(template).toContain('<div id="boot-screen" hidden=""></div>')
  })

  it('replaces the generic head with marks for the page own, its styles and body', () => {
    expect(template).not.toContain('<title>')
    expect(template).not.toContain('Generic')
    const page = fillPage(template, {
      styles: '<style>p{}</style>',
      head: '<title>Banking</title>',
      body: '<main>Banks</main>',
    })
    expect(page).toMatch(/<!--page-head--><title>Banking<\/title><!--\/page-head-->/)
    expect(page).toContain('<style>p{}</style></head>')
    expect(page).toContain('<div id="root"><main>Banks</main></div>')
    expect(page).not.toContain('<!--page-body-->')
  })

  it('refuses an index.html whose #root already has content', () => {
    expect(() => pageTemplate(indexHtml.replace('<div id="root"></div>', '<div id="root">x</div>'))).toThrow(/#root/)
  })

  it('keeps the one web manifest link in the head, and refuses an index.html without exactly one', () => {
    expect(template.match(/<link rel="manifest" href="\/manifest.webmanifest">/g)).toHaveLength(1)
    expect(template.indexOf('rel="manifest"')).toBeLessThan(template.indexOf('</head>'))
    const link = '<link rel="manifest" href="/manifest.webmanifest">'
    expect(() => pageTemplate(indexHtml.replace('/manifest.webmanifest', '/app.webmanifest'))).toThrow(/manifest/)
    expect(() => pageTemplate(indexHtml.replace(link, ''))).toThrow(/manifest/)
    expect(() => pageTemplate(indexHtml.replace(link, link + link))).toThrow(/manifest/)
    expect(() =>
      pageTemplate(indexHtml.replace(link, '').replace('<div id="root">', `${link}<div id="root">`)),
    ).toThrow(/manifest/)
  })

  it('refuses an index.html without a title', () => {
    expect(() => pageTemplate(indexHtml.replace('<title>Arcnova</title>', ''))).toThrow(/lacks/)
  })
})

describe('filling a page', () => {
  const { template } = pageTemplate(indexHtml)

  it('leaves the marks of parts not given for a later fill (the server fills data pages per request)', () => {
    const built = fillPage(template, { head: '<title>Jobs</title>' })
    expect(built).toContain('<!--page-body-->')
    const served = fillPage(built, { head: '<title>Job 1</title>', body: '<ul></ul>' })
    expect(served).toContain('<!--page-head--><title>Job 1</title><!--/page-head-->')
    expect(served).not.toContain('Jobs')
    expect(served).not.toContain('<!--page-body-->')
  })

  it('puts text in as it is, `$&` and all', () => {
    expect(fillPage(template, { body: '<p>$& $1 $$</p>' })).toContain('<div id="root"><p>$& $1 $$</p></div>')
  })
})
