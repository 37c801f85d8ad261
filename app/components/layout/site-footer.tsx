import { Clock as ClockDrawing, Mail as MailDrawing, MapPin as MapPinDrawing, Phone as PhoneDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import { FOOTER_LINKS, FOOTER_SOCIAL, LEGAL_LINKS } from '@content/menu'
import { SignOutForm, type SignedInAccount } from '~/features/accounts/account-menu'
import { CookieSettingsLink } from '~/features/consent/cookie-settings-link'
import { COUNTRY_NAMES, HEADQUARTERS_LINE, SITE } from '@content/site'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { useI18n } from '~/features/i18n/i18n-context'
import type { TranslationKey } from '~/features/i18n/translate'
import { SocialIcon } from './brand-icons'
import { StoreBadges } from './store-badges'
import { LogoMark } from './logo'

const Clock = icon(ClockDrawing)
const Mail = icon(MailDrawing)
const MapPin = icon(MapPinDrawing)
const Phone = icon(PhoneDrawing)

const HEADING = 'mb-4 text-sm font-semibold tracking-wide text-white uppercase'

const FOOTER_LINK = 'hover:text-white hover:underline'

/**
 * The dark footer of every page: call to action, contact, opening hours, links, apps, social,
 * copyright. A signed-in visitor's links offer the account and sign-out (as the header does) in
 * place of sign-in and sign-up; the admin and account pages have no call to action (`sales`).
 */
export function SiteFooter({ companyName, year, account, sales = true }: { companyName: string; year: number; account: SignedInAccount | null; sales?: boolean }) {
  const { t, language } = useI18n()
  const { contact } = SITE
  return (
    // Always dark: its own tokens, whatever the page theme. Below the fold on every page: rendered
    // when near (its measured heights per breakpoint stand in until then, app.css; less without the
    // call to action).
    <footer
      className={`render-when-near ${sales ? '[--estimated-height:1318px] sm:[--estimated-height:886px] lg:[--estimated-height:580px]' : '[--estimated-height:1045px] sm:[--estimated-height:730px] lg:[--estimated-height:435px]'} bg-footer text-footer-foreground`}
      data-theme-scope="dark"
    >
      <div className="mx-auto max-w-7xl px-4">
        {sales ? (
          <div className="flex flex-col items-start justify-between gap-6 border-b border-white/10 py-10 md:flex-row md:items-center">
            <div>
              <p className="text-2xl font-bold text-white">{t('footer.ctaTitle')}</p>
              <p className="mt-2 max-w-2xl">{t('footer.ctaText')}</p>
            </div>
            <LocalizedLink to="/contact" className="inline-flex shrink-0 rounded-lg bg-brand px-5 py-3 font-semibold text-[#04140a] hover:bg-[#0bd15c]">
              {t('footer.ctaButton')}
            </LocalizedLink>
          </div>
        ) : null}

        <div className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.2fr_1.2fr_1.4fr_1fr]">
          <div>
            <p className="flex items-center gap-2 text-lg font-bold text-white">
              <LogoMark />
              {companyName}
            </p>
            <p className="mt-3 text-sm leading-relaxed">{t('footer.tagline')}</p>
            <p className={`${HEADING} mt-6`}>{t('footer.appsTitle')}</p>
            <StoreBadges />
          </div>

          <div>
            <p className={HEADING}>{t('footer.contactTitle')}</p>
            <address className="grid gap-3 text-sm not-italic">
              <p className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                <span>
                  <span className="sr-only">{t('footer.address')}: </span>
                  {HEADQUARTERS_LINE}, {COUNTRY_NAMES.TR[language]}
                </span>
              </p>
              <p className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                <a href={`tel:${contact.phone.replace(/\s/g, '')}`} className="hover:text-white">
                  <span className="sr-only">{t('footer.phone')}: </span>
                  {contact.phone}
                </a>
              </p>
              <p className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                <a href={`mailto:${contact.email}`} className="hover:text-white">
                  <span className="sr-only">{t('footer.email')}: </span>
                  {contact.email}
                </a>
              </p>
              <div className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                <dl>
                  <dt className="sr-only">{t('footer.openingHours')}</dt>
                  <dd>
                    {t('footer.weekDays')}: {t('footer.hours', contact.weekDays)}
                  </dd>
                  <dd>
                    {t('footer.weekEnds')}: {contact.weekEnds ?? t('footer.closed')}
                  </dd>
                </dl>
              </div>
            </address>
          </div>

          <nav aria-labelledby="footer-links-title">
            <p id="footer-links-title" className={HEADING}>
              {t('footer.linksTitle')}
            </p>
            <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {FOOTER_LINKS.map((link) =>
                account && link.key === 'signUp' ? (
                  <li key={link.key}>
                    {/* The header's sign-out: a POST that ends the session on the server. */}
                    <SignOutForm buttonClassName={`cursor-pointer text-start ${FOOTER_LINK}`} />
                  </li>
                ) : link.url.startsWith('https://') ? (
                  <li key={link.key}>
                    <a href={link.url} className={FOOTER_LINK}>
                      {t(`footer.links.${link.key}` as TranslationKey)}
                    </a>
                  </li>
                ) : (
                  <li key={link.key}>
                    {/* Discovered when followed, as the menu links (see MenuLink). */}
                    <LocalizedLink to={account && link.key === 'signIn' ? '/account/profile' : link.url} className={FOOTER_LINK} discover="none">
                      {t(account && link.key === 'signIn' ? 'footer.links.account' : (`footer.links.${link.key}` as TranslationKey))}
                    </LocalizedLink>
                  </li>
                ),
              )}
            </ul>
          </nav>

          <div>
            <p className={HEADING}>{t('footer.followUs')}</p>
            <ul className="flex flex-wrap gap-2">
              {FOOTER_SOCIAL.map((network) => (
                <li key={network}>
                  <a
                    href={SITE.social[network]}
                    rel="noopener"
                    className="inline-flex size-10 items-center justify-center rounded-full border border-white/20 hover:border-brand hover:text-brand"
                  >
                    <SocialIcon network={network} />
                    <span className="sr-only">{t(`social.${network}`)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-6 text-sm md:flex-row md:justify-between">
        <p>{t('footer.copyright', { year, company: companyName })}</p>
        <nav aria-label={t('footer.legalTitle')}>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
            {LEGAL_LINKS.map((link) => (
              <li key={link.key}>
                <LocalizedLink to={link.url} className="hover:text-white hover:underline" discover="none">
                  {t(`footer.legal.${link.key}` as TranslationKey)}
                </LocalizedLink>
              </li>
            ))}
            <li>
              <CookieSettingsLink className="hover:text-white hover:underline" />
            </li>
          </ul>
        </nav>
      </div>
      </div>
    </footer>
  )
}
