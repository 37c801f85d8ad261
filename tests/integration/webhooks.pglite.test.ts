import { webhooksSuite } from './webhooks-suite'

webhooksSuite('pglite')
