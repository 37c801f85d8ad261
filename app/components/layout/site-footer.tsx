import { SITE } from '@content/site'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { useI18n } from '~/features/i18n/i18n-context'

export function SiteFooter({ companyName, year }: { companyName: string; year: number }) {
  const { t } = useI18n()
  return (
    <footer className="bg-footer text-footer-foreground">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-semibold text-white">{companyName}</p>
          <p className="mt-2 text-sm">{t('footer.tagline')}</p>
          <LocalizedLink to="/contact" className="mt-4 inline-flex rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-[#04140a]">
            {t('footer.ctaButton')}
          </LocalizedLink>
        </div>
        <address className="text-sm not-italic">
          <p>{SITE.contact.address}</p>
          <p>
            <a href={`tel:${SITE.contact.phone.replace(/\s/g, '')}`}>{SITE.contact.phone}</a>
          </p>
          <p>
            <a href={`mailto:${SITE.contact.email}`}>{SITE.contact.email}</a>
          </p>
        </address>
      </div>
      <p className="border-t border-white/10 py-6 text-center text-sm">{t('footer.copyright', { year, company: companyName })}</p>
    </footer>
  )
}
