import type { LocalizedText } from '~/features/i18n/languages'

/**
 * The projects the demo account's "Projects" page shows (sample data: no real customer). A real
 * account has none until the company's project tool feeds them; its page shows the empty state.
 */
export type DemoProject = {
  id: string
  name: LocalizedText
  summary: LocalizedText
  status: 'planning' | 'inProgress' | 'review' | 'done'
  progress: number
  /** Days from today: the dates stay current whenever the demo is opened. */
  dueInDays: number
}

export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    id: 'b2b-portal',
    name: { tr: 'B2B sipariş portalı', en: 'B2B ordering portal', de: 'B2B-Bestellportal' },
    summary: {
      tr: 'Bayilerin stok görüp sipariş verebildiği, ERP ile eşzamanlı çalışan web portalı.',
      en: 'A web portal where dealers check stock and order, kept in sync with the ERP.',
      de: 'Webportal, in dem Händler Bestände einsehen und bestellen – synchron mit dem ERP.',
    },
    status: 'inProgress',
    progress: 64,
    dueInDays: 45,
  },
  {
    id: 'field-app',
    name: { tr: 'Saha servis mobil uygulaması', en: 'Field service mobile app', de: 'Mobile App für den Außendienst' },
    summary: {
      tr: 'Teknisyenler için çevrim dışı çalışan iş emri, fotoğraf ve imza uygulaması.',
      en: 'Offline-capable work orders, photos and signatures for technicians.',
      de: 'Offlinefähige Arbeitsaufträge, Fotos und Unterschriften für Techniker.',
    },
    status: 'review',
    progress: 90,
    dueInDays: 12,
  },
  {
    id: 'analytics',
    name: { tr: 'Satış analitiği panosu', en: 'Sales analytics dashboard', de: 'Dashboard für Vertriebsanalysen' },
    summary: {
      tr: 'Bölge ve ürün bazında günlük satış raporları, otomatik e-posta özetleri.',
      en: 'Daily sales reports by region and product, with automatic e-mail summaries.',
      de: 'Tägliche Umsatzberichte nach Region und Produkt mit automatischen E-Mail-Zusammenfassungen.',
    },
    status: 'planning',
    progress: 10,
    dueInDays: 120,
  },
  {
    id: 'website',
    name: { tr: 'Kurumsal web sitesi yenileme', en: 'Corporate website relaunch', de: 'Relaunch der Unternehmenswebsite' },
    summary: {
      tr: 'Üç dilli, erişilebilir ve hızlı yeni kurumsal site; yayında.',
      en: 'A new trilingual, accessible and fast corporate site; live.',
      de: 'Neue dreisprachige, barrierefreie und schnelle Unternehmenswebsite – online.',
    },
    status: 'done',
    progress: 100,
    dueInDays: -30,
  },
]
