import { accountAbuseSuite } from './account-abuse-suite'

accountAbuseSuite('pglite')
