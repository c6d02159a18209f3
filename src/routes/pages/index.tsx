import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../pages/home/home-page'
import { pageHead } from '../../site/page-head'
import { pages } from '../../site/site-map'

export const Route = createFileRoute('/')({
  head: () => pageHead(pages.home),
  component: HomePage,
})
