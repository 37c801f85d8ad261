import { CLIENT_LOGOS } from '@content/client-logos'
import { SITE } from '@content/site'
import { Mail as MailDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import { Carousel } from '~/components/carousel/carousel'
import { ClientLogoImage } from '~/components/carousel/client-logo'
import { useI18n } from '~/features/i18n/i18n-context'
import { FollowerList } from '~/components/sections/follower-list'

const Mail = icon(MailDrawing)

const CONTACT_LOGOS_PER_VIEW = '[--per-view:2] min-[576px]:[--per-view:3] min-[768px]:[--per-view:4]'

export function ContactHero() {
  const { t } = useI18n()
  return (
    <section aria-labelledby="contact-heading" className="bg-gradient-to-b from-accent/70 to-background pt-14 pb-12 sm:pt-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">{t('contact.hero.eyebrow')}</p>
          <h1 id="contact-heading" className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t('contact.hero.title')}
          </h1>
          <p className="mt-5 text-lg text-muted-foreground">{t('contact.hero.text')}</p>
          <p className="mt-6 flex flex-wrap items-center justify-center gap-2 text-lg">
            <span className="text-muted-foreground">{t('contact.hero.emailLabel')}</span>
            <a href={`mailto:${SITE.contact.email}`} className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline">
              <Mail aria-hidden="true" className="size-5" />
              {SITE.contact.email}
            </a>
          </p>
          <FollowerList className="mt-6" align="center" />
        </div>
        <div className="mt-14">
          <h2 className="mb-5 text-center text-sm font-semibold tracking-wider text-muted-foreground uppercase">{t('contact.clients.title')}</h2>
          <Carousel
            label={t('contact.clients.title')}
            slides={CLIENT_LOGOS.map((logo) => ({ key: logo.name, content: <ClientLogoImage logo={logo} /> }))}
            perViewClassName={CONTACT_LOGOS_PER_VIEW}
            gap={30}
            loop={false}
            autoplay
          />
        </div>
      </div>
    </section>
  )
}
