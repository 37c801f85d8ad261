import type { SectionOf } from '~/features/content/page-schema'
import { EmailSignupForm } from '~/features/leads/email-signup-form'
import { ContentIcon } from './content-icon'
import { FollowerList } from './follower-list'
import { TypedWords } from './typed-words'

/**
 * A page's first band with its one <h1>, typed words, an e-mail sign-up, trust badges, a picture
 * in the page's language and the mascot (the home page's hero, SPEC §2).
 */
export function SignupHero({ section }: { section: SectionOf<'signupHero'> }) {
  const { eyebrow, title, typed, text, signup, followers, badges, picture, mascot } = section
  return (
    <header className="relative overflow-hidden bg-gradient-to-b from-accent/70 to-background pt-12 pb-14 sm:pt-16">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 lg:grid-cols-[1.05fr_1fr]">
        <div>
          {eyebrow && <p className="text-sm font-semibold tracking-wider text-primary uppercase">{eyebrow}</p>}
          <h1 className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <TypedWords typed={typed} />
          {text && <p className="mt-5 max-w-xl text-lg text-muted-foreground">{text}</p>}
          <div className="mt-7 max-w-xl">
            <p className="mb-3 text-sm text-muted-foreground">{signup.hint}</p>
            <EmailSignupForm purpose={signup.purpose} />
          </div>
          {followers && <FollowerList className="mt-6" />}
          {badges.length > 0 && (
            <ul className="mt-8 grid gap-4 sm:grid-cols-2">
              {badges.map((badge) => (
                <li key={badge.title} className="flex gap-3 rounded-xl border bg-card p-4">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                    <ContentIcon name={badge.icon} className="size-5" />
                  </span>
                  <span>
                    <strong className="block font-semibold">{badge.title}</strong>
                    <span className="text-sm text-muted-foreground">{badge.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="relative">
          <img {...picture} fetchPriority="high" className="h-auto w-full rounded-2xl border shadow-xl shadow-primary/10" />
          {mascot && <img {...mascot} className="absolute -bottom-8 -left-4 h-auto w-24 drop-shadow-lg sm:w-32 lg:-left-10" />}
        </div>
      </div>
    </header>
  )
}
