/** Eyebrow, heading and intro of a section, centred or at the start. */
export function SectionHeading({ id, eyebrow, title, text, align = 'center' }: { id: string; eyebrow?: string; title: string; text?: string; align?: 'center' | 'start' }) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wider text-primary uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {text ? <p className="mt-3 text-muted-foreground">{text}</p> : null}
    </div>
  )
}
