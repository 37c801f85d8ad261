import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Button, buttonClasses, SubmitButton } from './button'

/** The classes of the first element of `html`, as a set (their order carries no meaning). */
function classesOf(html: string): string[] {
  return (/class="([^"]*)"/.exec(html)?.[1] ?? '').split(/\s+/).filter(Boolean).sort()
}

const sorted = (classes: string) => classes.split(/\s+/).filter(Boolean).sort()

describe('buttonClasses', () => {
  it('draws a primary 44 px button with rounded corners by default', () => {
    expect(sorted(buttonClasses())).toEqual(
      sorted(
        'inline-flex items-center justify-center transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-busy:opacity-70 bg-primary text-primary-foreground hover:opacity-90 min-h-11 gap-2 px-5 py-2.5 font-semibold rounded-lg',
      ),
    )
  })

  it('gives each variant its colours and each size its box', () => {
    expect(buttonClasses({ variant: 'outline' })).toContain('border hover:bg-muted')
    expect(buttonClasses({ variant: 'secondary' })).toContain('border bg-card text-foreground hover:bg-accent hover:text-accent-foreground')
    expect(buttonClasses({ variant: 'outlinePrimary' })).toContain('border border-primary text-primary hover:bg-accent')
    expect(buttonClasses({ variant: 'ghost' })).toContain('hover:bg-muted')
    expect(buttonClasses({ variant: 'danger' })).toContain('bg-danger text-white')
    expect(buttonClasses({ variant: 'inverted' })).toContain('bg-primary-foreground text-primary')
    expect(buttonClasses({ variant: 'invertedOutline' })).toContain('border border-primary-foreground/60 text-primary-foreground')
    expect(buttonClasses({ size: 'sm' })).toContain('gap-2 px-4 py-2 font-semibold')
    expect(buttonClasses({ size: 'lg' })).toContain('gap-2 px-5 py-3 font-semibold')
    expect(buttonClasses({ size: 'xl' })).toContain('gap-2 px-6 py-3 font-semibold')
    expect(buttonClasses({ size: 'icon' })).toContain('size-10')
    expect(buttonClasses({ size: 'iconLg' })).toContain('size-11')
    expect(buttonClasses({ shape: 'pill' })).toContain('rounded-full')
    expect(buttonClasses({ focus: 'ring' })).toContain('focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none')
  })

  it('repeats no class of one variant in another, so a caller adds classes without conflicts', () => {
    const outline = sorted(buttonClasses({ variant: 'outline', size: 'sm' }))
    expect(outline).not.toContain('bg-primary')
    expect(outline).not.toContain('px-5')
    expect(new Set(outline).size).toBe(outline.length)
  })

  it('leaves the box to the caller with size null, and keeps what the caller adds', () => {
    const classes = sorted(buttonClasses({ variant: 'ghost', size: null, className: 'h-10 px-3 text-sm font-medium' }))
    for (const own of ['h-10', 'px-3', 'text-sm', 'font-medium', 'hover:bg-muted', 'rounded-lg']) expect(classes).toContain(own)
    for (const sized of ['min-h-11', 'px-5', 'py-2.5', 'gap-2', 'font-semibold']) expect(classes).not.toContain(sized)
  })
})

describe('Button', () => {
  it('is a button of type button with its look, unless told otherwise', () => {
    const html = renderToString(<Button>Save</Button>)
    expect(html).toMatch(/^<button type="button" data-slot="button" class="[^"]+">Save<\/button>$/)
    expect(classesOf(html)).toEqual(sorted(buttonClasses()))
    expect(renderToString(<Button type="submit">Send</Button>)).toContain('type="submit"')
  })

  it('passes the native attributes and the page hooks through', () => {
    const html = renderToString(
      <Button variant="ghost" size="icon" aria-label="Close" data-back-to-top="" tabIndex={-1} className="back-to-top shadow-lg">
        x
      </Button>,
    )
    expect(html).toContain('aria-label="Close"')
    expect(html).toContain('data-back-to-top=""')
    expect(html).toContain('tabindex="-1"')
    expect(classesOf(html)).toEqual(expect.arrayContaining(['back-to-top', 'shadow-lg', 'size-10', 'hover:bg-muted']))
  })

  it('is disabled, without aria-busy, when disabled', () => {
    const html = renderToString(<Button disabled>Add</Button>)
    expect(html).toContain('disabled=""')
    expect(html).not.toContain('aria-busy=')
  })

  it('is disabled and aria-busy while busy, and neither otherwise', () => {
    const busy = renderToString(<Button busy>Send</Button>)
    expect(busy).toContain('disabled=""')
    expect(busy).toContain('aria-busy="true"')
    const idle = renderToString(<Button busy={false}>Send</Button>)
    expect(idle).not.toContain('disabled=')
    expect(idle).not.toContain('aria-busy=')
  })
})

describe('SubmitButton', () => {
  it('holds the spinner and both labels; aria-busy picks which shows', () => {
    const html = renderToString(<SubmitButton busy={false} label="Send" busyLabel="Sending…" />)
    expect(html).toMatch(/^<button type="submit"/)
    expect(html).not.toContain('disabled=')
    expect(html).not.toContain('aria-busy=')
    expect(html).toContain('<span class="group-aria-busy:hidden">Send</span>')
    expect(html).toContain('<span class="hidden group-aria-busy:inline">Sending…</span>')
    expect(html).toMatch(/<svg[^>]*class="icon hidden size-4 animate-spin group-aria-busy:block"/)
    // The inputs' focus ring and height, a small shadow, and `group` for the labels.
    expect(classesOf(html)).toEqual(expect.arrayContaining(['group', 'shadow-sm', 'min-h-11', 'focus-visible:ring-3', 'bg-primary']))
  })

  it('is disabled and aria-busy while sending, as the lead forms\' script sets it on a page without React', () => {
    const html = renderToString(<SubmitButton busy label="Send" busyLabel="Sending…" />)
    expect(html).toContain('disabled=""')
    expect(html).toContain('aria-busy="true"')
  })

  it('takes a variant and extra classes (the account deletion)', () => {
    const classes = classesOf(renderToString(<SubmitButton busy={false} label="Delete" busyLabel="Deleting…" variant="danger" className="justify-self-start" />))
    expect(classes).toEqual(expect.arrayContaining(['bg-danger', 'text-white', 'justify-self-start']))
    expect(classes).not.toContain('bg-primary')
  })
})
