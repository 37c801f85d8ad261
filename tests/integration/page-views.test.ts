import { pageViewsSuite } from './page-views-suite'

pageViewsSuite('pglite')
