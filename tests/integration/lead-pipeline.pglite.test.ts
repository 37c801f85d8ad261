import { leadPipelineSuite } from './lead-pipeline-suite'

leadPipelineSuite('pglite')
