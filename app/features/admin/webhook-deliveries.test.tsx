import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { frameTextsJson, pageTextsJson } from '~/features/i18n/dictionaries.server'
import { parseDictionary } from '~/features/i18n/dictionary-json'
import { I18nProvider, PageTexts } from '~/features/i18n/i18n-context'
import type { Language } from '~/features/i18n/languages'
import { WebhookDeliveriesPage } from './webhook-deliveries'
import type { WebhookDeliveriesData } from './webhook-deliveries-view'

function render(webhooks: WebhookDeliveriesData, language: Language = 'en') {
  const page = (
    <I18nProvider language={language} dictionary={parseDictionary(frameTextsJson(language))}>
      <PageTexts json={pageTextsJson(language, 'adminPages')}>
        <WebhookDeliveriesPage webhooks={webhooks} />
      </PageTexts>
    </I18nProvider>
  )
  const path = `/${language}/admin/webhooks`
  return renderToString(<RouterProvider router={createMemoryRouter([{ path, element: page }], { initialEntries: [path] })} />)
}

const listed: WebhookDeliveriesData = {
  state: 'listed',
  replayed: 'done',
  endpoints: [
    {
      endpoint: 'https://crm.example.com/hooks/abcd…',
      configured: true,
      deliveries: [
        { id: 9, eventId: 'evt_failed', eventType: 'lead.created', status: 'failed', attempts: 31, lastStatusCode: 500, lastError: 'HTTP 500', createdAt: '2026-11-28T08:00:00Z', lastAttemptAt: '2026-11-29T08:00:00Z', nextAttemptAt: null },
        { id: 8, eventId: 'evt_ok', eventType: 'lead.confirmed', status: 'delivered', attempts: 1, lastStatusCode: 204, lastError: null, createdAt: '2026-11-28T07:00:00Z', lastAttemptAt: '2026-11-28T07:00:01Z', nextAttemptAt: null },
      ],
    },
  ],
}

describe('the webhook deliveries page', () => {
  it('lists each delivery with its status, answer and attempts, and a plain form to send a failed one again', () => {
    const html = render(listed)
    expect(html).toContain('https://crm.example.com/hooks/abcd…')
    expect(html).toContain('Sent again: the delivery is back in the queue')
    expect(html).toContain('New lead')
    expect(html).toContain('31 attempts')
    expect(html).toContain('Sign-up confirmed')
    expect(html).toContain('204')
    // One form, for the failed delivery only: it works without JavaScript.
    const forms = html.match(/<form[^>]*>[\s\S]*?<\/form>/g) ?? []
    expect(forms).toHaveLength(1)
    expect(forms[0]).toMatch(/method="post"/)
    expect(forms[0]).toContain('name="delivery" value="9"')
    expect(forms[0]).toContain('Send again')
  })

  it('speaks Turkish and German', () => {
    expect(render(listed, 'tr')).toContain('Yeniden gönder')
    expect(render(listed, 'tr')).toContain('Başarısız')
    expect(render(listed, 'de')).toContain('Erneut senden')
    expect(render(listed, 'de')).toContain('Zugestellt')
  })

  it('says when no endpoint is configured', () => {
    expect(render({ state: 'off' })).toContain('No webhook endpoint is configured.')
  })
})
