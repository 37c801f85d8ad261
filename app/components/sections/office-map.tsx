import { HQ_MAP } from '@content/offices'
import { ExternalLink as ExternalLinkDrawing, MapPin as MapPinDrawing } from 'lucide'
import { Button } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { useI18n } from '~/features/i18n/i18n-context'
import clickToLoadScript from '~/section-scripts/click-to-load?worker&url'
import * as HOOKS from '~/lib/frame-hooks'
import { SectionScript } from '~/components/ui/section-script'

const ExternalLink = icon(ExternalLinkDrawing)
const MapPin = icon(MapPinDrawing)

const { lat, lon, zoomSpan } = HQ_MAP
const bbox = [lon - zoomSpan, lat - zoomSpan / 2, lon + zoomSpan, lat + zoomSpan / 2].map((n) => n.toFixed(4)).join(',')
/** The embed host must stay in FRAME_SOURCES of server/security-headers.ts (CSP frame-src). */
const MAP_EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`
const MAP_PAGE_URL = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`

/**
 * A map behind a click: first our own static drawing, and only when the visitor asks for it the
 * OpenStreetMap frame (a `<template>` until then; app/section-scripts/click-to-load.ts), so no
 * request leaves the site without consent. Without JavaScript the link under it opens OpenStreetMap.
 */
export function OfficeMap({ title, text }: { title: string; text: string }) {
  const { t } = useI18n()
  return (
    <div className="overflow-hidden rounded-2xl border bg-card text-card-foreground" data-testid="office-map" {...{ [HOOKS.loadEmbed]: 'map' }}>
      <SectionScript src={clickToLoadScript} />
      <div className="relative aspect-[12/5] min-h-64 w-full">
        <template>
          <iframe src={MAP_EMBED_URL} title={t('sections.map.iframeTitle')} tabIndex={-1} className="absolute inset-0 size-full border-0" referrerPolicy="no-referrer" />
        </template>
        <div {...{ [HOOKS.embedPreview]: '' }}>
          <img
            src="/images/contact/map-preview.svg"
            width={960}
            height={400}
            alt={t('sections.map.previewAlt')}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
          <div className="absolute inset-0 flex items-end justify-center bg-background/20 pb-6">
            {/* Shown when the script runs; without it the link below opens the map on OpenStreetMap. */}
            <Button size="xl" shape="pill" {...{ [HOOKS.embedButton]: '', [HOOKS.awaitsScript]: '' }} className="shadow-lg">
              <MapPin aria-hidden="true" className="size-5" />
              {t('sections.map.load')}
            </Button>
          </div>
        </div>
      </div>
      <div className="flex flex-col gap-2 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="font-semibold">{title}</h3>
          <p className="text-sm text-muted-foreground">{text}</p>
        </div>
        <a href={MAP_PAGE_URL} target="_blank" rel="noopener noreferrer" className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-primary hover:underline">
          {t('sections.map.open')}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('common.opensInNewTab')}</span>
        </a>
      </div>
    </div>
  )
}
