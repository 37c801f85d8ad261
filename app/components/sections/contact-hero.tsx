import { SITE } from '@content/site'
import { Mail as MailDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import type { SectionOf } from '~/features/content/page-schema'
import { FollowerList } from './follower-list'

const Mail = icon(MailDrawing)

/** A page's first band with its one <h1>, the company's e-mail address and the follower links (the contact page's hero). */
export function ContactHero({ section }: { section: SectionOf<'contactHero'> }) {
  const { eyebrow, title, text, emailLabel, followers } = section
  return (
    <header className="bg-gradient-to-b from-accent/70 to-background pt-14 pb-14 sm:pt-20">
      <div className="mx-auto max-w-3xl px-4 text-center">
        {eyebrow && <p className="text-sm font-semibold tracking-wider text-primary uppercase">{eyebrow}</p>}
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {text && <p className="mt-5 text-lg text-muted-foreground">{text}</p>}
        <p className="mt-6 flex flex-wrap items-center justify-center gap-2 text-lg">
          <span className="text-muted-foreground">{emailLabel}</span>
          <a href={`mailto:${SITE.contact.email}`} className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline">
            <Mail aria-hidden="true" className="size-5" />
            {SITE.contact.email}
          </a>
        </p>
        {followers && <FollowerList className="mt-6" align="center" />}
      </div>
    </header>
  )
}
