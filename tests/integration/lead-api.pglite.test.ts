import { leadApiSuite } from './lead-api-suite'

leadApiSuite('pglite')
