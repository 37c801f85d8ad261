import { CLIENT_LOGOS } from '@content/client-logos'
import { Headset as HeadsetDrawing, ShieldCheck as ShieldCheckDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import { Carousel } from '~/components/carousel/carousel'
import { FollowerList } from '~/components/sections/follower-list'
import { ClientLogoImage } from '~/components/carousel/client-logo'
import { useI18n } from '~/features/i18n/i18n-context'
import { EmailSignupForm } from '~/features/leads/email-signup-form'
import { DASHBOARD_SIZE, dashboardImage } from './home-images'
import { TypedCategories } from './typed-categories'

const Headset = icon(HeadsetDrawing)
const ShieldCheck = icon(ShieldCheckDrawing)

const HERO_LOGOS_PER_VIEW =
  '[--per-view:2] min-[576px]:[--per-view:3] min-[768px]:[--per-view:4] min-[992px]:[--per-view:5] min-[1200px]:[--per-view:6]'

export function Hero() {
  const { t, language } = useI18n()
  const badges = [
    { icon: ShieldCheck, title: t('home.badges.reliability'), text: t('home.badges.reliabilityText') },
    { icon: Headset, title: t('home.badges.support'), text: t('home.badges.supportText') },
  ]
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-gradient-to-b from-accent/70 to-background pt-12 pb-10 sm:pt-16">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 lg:grid-cols-[1.05fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">{t('home.hero.eyebrow')}</p>
          <h1 id="hero-heading" className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            {t('home.hero.title')}
          </h1>
          <TypedCategories />
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">{t('home.hero.text')}</p>
          <div className="mt-7 max-w-xl">
            <p className="mb-3 text-sm text-muted-foreground">{t('home.hero.signupHint')}</p>
            <EmailSignupForm purpose="demo" />
          </div>
          <FollowerList className="mt-6" />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {badges.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3 rounded-xl border bg-card p-4">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <strong className="block font-semibold">{title}</strong>
                  <span className="text-sm text-muted-foreground">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="relative">
          <img
            src={dashboardImage(language)}
            {...DASHBOARD_SIZE}
            alt={t('home.hero.dashboardAlt')}
            fetchPriority="high"
            className="h-auto w-full rounded-2xl border shadow-xl shadow-primary/10"
          />
          <img
            src="/images/home/mascot.svg"
            width={220}
            height={240}
            alt={t('home.hero.mascotAlt')}
            className="absolute -bottom-8 -left-4 h-auto w-24 drop-shadow-lg sm:w-32 lg:-left-10"
          />
        </div>
      </div>
      <div className="mx-auto mt-14 max-w-6xl px-4">
        <h2 className="mb-5 text-center text-sm font-semibold tracking-wider text-muted-foreground uppercase">{t('home.hero.clients')}</h2>
        <Carousel
          label={t('home.hero.clients')}
          slides={CLIENT_LOGOS.map((logo) => ({ key: logo.name, content: <ClientLogoImage logo={logo} /> }))}
          perViewClassName={HERO_LOGOS_PER_VIEW}
          gap={50}
          loop
          autoplay
        />
      </div>
    </section>
  )
}
