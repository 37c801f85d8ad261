import { OFFICES } from '@content/offices'
import { Phone as PhoneDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import type { SectionOf } from '~/features/content/page-schema'
import { useI18n } from '~/features/i18n/i18n-context'
import parallaxScript from '~/section-scripts/parallax?worker&url'
import * as HOOKS from '~/lib/frame-hooks'
import { OfficeMap } from './office-map'
import { SectionScript } from '~/components/ui/section-script'

const Phone = icon(PhoneDrawing)

/**
 * The section's decorative backdrop, drawn inline: as an `<img>` it was a document of its own that
 * the browser built on the main thread during the contact page's load (docs/decisions/023, fifth
 * step). `slice` covers the layer like `object-fit: cover`.
 */
function OfficesBackdrop() {
  return (
    <svg viewBox="0 0 1600 1000" preserveAspectRatio="xMidYMid slice" className="size-full">
      <defs>
        <linearGradient id="offices-backdrop-shade" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#064e2a" />
          <stop offset="1" stopColor="#0b1220" />
        </linearGradient>
        <pattern id="offices-backdrop-dots" width="40" height="40" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="2" fill="#22c55e" opacity=".25" />
        </pattern>
      </defs>
      <rect width="1600" height="1000" fill="url(#offices-backdrop-shade)" />
      <rect width="1600" height="1000" fill="url(#offices-backdrop-dots)" />
      <g fill="none" stroke="#22c55e" strokeOpacity=".18" strokeWidth="2">
        <circle cx="300" cy="300" r="220" />
        <circle cx="1300" cy="700" r="300" />
        <path d="M0 800 Q400 600 800 760 T1600 640" />
      </g>
    </svg>
  )
}

/**
 * The offices (content/offices) as cards over a picture that moves at the section's parallax speed
 * (app/section-scripts/parallax.ts), and the headquarters' map behind a click.
 */
export function OfficesSection({ section, id }: { section: SectionOf<'offices'>; id: string }) {
  const { t, language } = useI18n()
  return (
    <section aria-labelledby={id} className="relative isolate overflow-hidden py-16 text-white sm:py-24" data-testid="offices">
      <SectionScript src={parallaxScript} />
      {/* Taller than the section by half on each side, so the moving picture never shows an edge. */}
      <div aria-hidden="true" className="absolute inset-x-0 -top-1/2 -bottom-1/2 -z-10 will-change-transform" data-testid="parallax-layer" {...{ [HOOKS.parallax]: section.parallax }}>
        <OfficesBackdrop />
      </div>
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          {section.eyebrow && <p className="text-sm font-semibold tracking-wider text-green-300 uppercase">{section.eyebrow}</p>}
          <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {section.title}
          </h2>
          {section.text && <p className="mt-3 text-slate-200">{section.text}</p>}
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {OFFICES.map((office) => {
            const city = office.cityName[language]
            return (
              <li key={office.id} className="overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-lg" data-office={office.id} data-sample={office.sample ? 'true' : undefined}>
                <img src={office.image} width={400} height={240} alt={t('sections.offices.imageAlt', { city })} loading="lazy" decoding="async" className="h-auto w-full" />
                <div className="p-5">
                  <p className="text-sm font-medium text-muted-foreground">
                    {office.countryName[language]}
                    {office.headquarters ? <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">{t('sections.offices.headquarters')}</span> : null}
                  </p>
                  <h3 className="mt-1 text-xl font-semibold">{city}</h3>
                  <address className="mt-2 text-sm text-muted-foreground not-italic">
                    {office.addressLine}, {office.countryName[language]}
                  </address>
                  <a href={`tel:${office.number.replace(/\s+/g, '')}`} className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline">
                    <Phone aria-hidden="true" className="size-4" />
                    {t('sections.offices.call')}: <span dir="ltr">{office.number}</span>
                  </a>
                </div>
              </li>
            )
          })}
        </ul>
        <div className="mt-10">
          <OfficeMap title={section.map.title} text={section.map.text} />
        </div>
      </div>
    </section>
  )
}
