// @vitest-environment happy-dom
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OfficeMap } from '~/components/sections/office-map'
import { TypedWords } from '~/components/sections/typed-words'
import { StatsSection } from '~/components/sections/simple-sections'
import { Carousel } from '~/components/sections/carousel'
import { VideoSection } from '~/components/sections/video-section'
import { OfficesSection } from '~/components/sections/offices-section'
import { readConsent, saveConsent, ONLY_NECESSARY } from '~/features/consent/consent-store'
import { frameTextsJson, pageTextsJson } from '~/features/i18n/dictionaries.server'
import { parseDictionary } from '~/features/i18n/dictionary-json'
import { I18nProvider, PageTexts } from '~/features/i18n/i18n-context'
import { startCarousel } from './carousel'
import { startEmbed } from './click-to-load'
import { groupDigits, startCountUp } from './count-up'
import { startParallax } from './parallax'
import { startTypedWords, TYPING } from './typed-words'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

/**
 * The section scripts against the markup the server really sends for their sections (rendered
 * here as on a page without React), with time and the browser's observers under the test's control.
 */
function serverHtml(section: ReactNode): string {
  const page = (
    <I18nProvider language="de" dictionary={parseDictionary(frameTextsJson('de'))}>
      <PageTexts json={pageTextsJson('de', 'content')}>{section}</PageTexts>
    </I18nProvider>
  )
  const router = createMemoryRouter([{ path: '/de', element: page }], { initialEntries: ['/de'] })
  const html = renderToString(<RouterProvider router={router} />)
  // The section's own script, which the test imports instead (happy-dom loads no files).
  scripts = [...html.matchAll(/<script async="" src="([^"]+)"/g)].map((match) => match[1]!)
  return html.replace(/<script[^>]*><\/script>/g, '')
}
let scripts: string[] = []

const element = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!

let reducedMotion = false
/** IntersectionObserver stand-in: the test says when an element comes into view. */
let observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = []
const report = (isIntersecting: boolean) => {
  for (const observer of observers) observer.callback(observer.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), {} as IntersectionObserver)
}

beforeEach(() => {
  vi.useFakeTimers()
  reducedMotion = false
  observers = []
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') && reducedMotion, addEventListener() {}, removeEventListener() {} }))
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { callback: IntersectionObserverCallback; targets: Element[] }
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] }
        observers.push(this.entry)
      }
      observe(target: Element) {
        this.entry.targets.push(target)
      }
      disconnect() {
        observers = observers.filter((observer) => observer !== this.entry)
      }
    },
  )
  // One frame per 16 ms of the fake clock.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(performance.now()), 16) as unknown as number)
  vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id))
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('typed words', () => {
  const typed = { prefix: 'Unsere Schwerpunkte:', words: ['Web', 'KI'], sentence: 'Wir entwickeln Web- und KI-Lösungen.' }
  const text = () => element(select(HOOKS.typedText)).textContent

  it('erases the first word letter by letter and types the next, forever, at SPEC §9 speeds', () => {
    document.body.innerHTML = serverHtml(<TypedWords typed={typed} />)
    expect(scripts).toEqual([expect.stringContaining('typed-words')])
    expect(text()).toBe('Web')
    const seen: string[] = []
    startTypedWords(element(select(HOOKS.typed)))
    for (let elapsed = 0; elapsed < 5000; elapsed += 10) {
      vi.advanceTimersByTime(10)
      if (seen.at(-1) !== text()) seen.push(text() ?? '')
    }
    expect(seen.slice(0, 8)).toEqual(['Web', 'We', 'W', '', 'K', 'KI', 'K', ''])
    expect(seen).toContain('Web')
    // Typing waits for its start delay, erasing for the back delay.
    document.body.innerHTML = serverHtml(<TypedWords typed={typed} />)
    startTypedWords(element(select(HOOKS.typed)))
    vi.advanceTimersByTime(TYPING.startDelay + TYPING.backDelay - 1)
    expect(text()).toBe('Web')
    vi.advanceTimersByTime(1)
    expect(text()).toBe('We')
  })

  it('shows its pause button when it runs; the button stops and resumes it and says so', () => {
    document.body.innerHTML = serverHtml(<TypedWords typed={typed} />)
    const toggle = element<HTMLButtonElement>(select(HOOKS.typedToggle))
    // Without the script the button does nothing, so it is not shown (its place is kept).
    expect(toggle.hasAttribute(HOOKS.awaitsScript)).toBe(true)
    startTypedWords(element(select(HOOKS.typed)))
    expect(toggle.hasAttribute(HOOKS.awaitsScript)).toBe(false)
    expect(toggle.getAttribute('aria-label')).toBe('Textanimation anhalten')
    vi.advanceTimersByTime(TYPING.startDelay + TYPING.backDelay + TYPING.backSpeed)
    toggle.click()
    const frozen = text()
    expect(toggle.getAttribute('aria-label')).toBe('Textanimation abspielen')
    vi.advanceTimersByTime(3000)
    expect(text()).toBe(frozen)
    toggle.click()
    vi.advanceTimersByTime(TYPING.startDelay)
    expect(text()).not.toBe(frozen)
  })

  it('does not move under reduced motion until the visitor plays it', () => {
    reducedMotion = true
    document.body.innerHTML = serverHtml(<TypedWords typed={typed} />)
    startTypedWords(element(select(HOOKS.typed)))
    vi.advanceTimersByTime(5000)
    expect(text()).toBe('Web')
    expect(element(select(HOOKS.typedToggle)).getAttribute('aria-label')).toBe('Textanimation abspielen')
  })
})

describe('count-up', () => {
  const stats = {
    type: 'stats' as const,
    title: 'In Zahlen',
    countUp: true,
    items: [
      { value: 1200, suffix: '+', label: 'Kunden' },
      { value: 13, label: 'Jahre' },
    ],
  }
  const figures = () => [...document.querySelectorAll('[data-testid="stat-value"]')].map((figure) => figure.textContent)

  it('groups digits with the language separator', () => {
    expect(groupDigits(1234567, '.')).toBe('1.234.567')
    expect(groupDigits(999.6, ',')).toBe('1,000')
    expect(groupDigits(0, '.')).toBe('0')
  })

  it('the HTML holds the final figures; below the fold they start at 0 and count up in 2 s once in view', () => {
    document.body.innerHTML = serverHtml(<StatsSection section={stats} id="figures" />)
    expect(scripts).toEqual([expect.stringContaining('count-up')])
    expect(figures()).toEqual(['1.200+', '13'])
    for (const figure of document.querySelectorAll<HTMLElement>(select(HOOKS.countUp))) startCountUp(figure)
    report(false)
    expect(figures()).toEqual(['0+', '0'])
    report(true)
    vi.advanceTimersByTime(1000)
    const halfway = Number(figures()[0]!.replace(/\D/g, ''))
    expect(halfway).toBeGreaterThan(600)
    expect(halfway).toBeLessThan(1200)
    vi.advanceTimersByTime(1100)
    expect(figures()).toEqual(['1.200+', '13'])
  })

  it('leaves a figure already in view, and every figure under reduced motion, as the server wrote it', () => {
    document.body.innerHTML = serverHtml(<StatsSection section={stats} id="figures" />)
    startCountUp(element(select(HOOKS.countUp)))
    report(true)
    vi.advanceTimersByTime(100)
    expect(figures()[0]).toBe('1.200+')
    reducedMotion = true
    observers = []
    document.body.innerHTML = serverHtml(<StatsSection section={stats} id="figures" />)
    startCountUp(element(select(HOOKS.countUp)))
    expect(observers).toEqual([])
    expect(figures()[0]).toBe('1.200+')
  })
})

describe('carousel', () => {
  const slides = ['A', 'B', 'C', 'D'].map((key) => ({ key, content: <span>{key}</span> }))
  const play = () => element<HTMLButtonElement>(select(HOOKS.carouselPlay))
  const track = () => element(select(HOOKS.carouselTrack))

  it('autoplay runs until the visitor pauses it; then the track is announced', () => {
    document.body.innerHTML = serverHtml(<Carousel label="Kunden" slides={slides} perViewClassName="" gap={30} loop={false} autoplay />)
    expect(play().dataset.playing).toBe('true')
    startCarousel(element(select(HOOKS.carousel)))
    expect(track().getAttribute('aria-live')).toBe('off')
    play().click()
    expect(play().dataset.playing).toBe('false')
    expect(play().getAttribute('aria-label')).toBe(play().dataset.labelPlay)
    expect(track().getAttribute('aria-live')).toBe('polite')
    play().click()
    expect(play().getAttribute('aria-label')).toBe(play().dataset.labelPause)
  })

  it('starts paused under reduced motion', () => {
    reducedMotion = true
    document.body.innerHTML = serverHtml(<Carousel label="Kunden" slides={slides} perViewClassName="" gap={30} loop="copies" autoplay />)
    startCarousel(element(select(HOOKS.carousel)))
    expect(play().dataset.playing).toBe('false')
    // A loop's copies are hidden from assistive technology.
    expect(document.querySelectorAll('[data-slot="carousel-copy"][aria-hidden="true"]')).toHaveLength(4)
  })

  it('steps by its buttons and the arrow keys', () => {
    document.body.innerHTML = serverHtml(<Carousel label="Kunden" slides={slides} perViewClassName="" gap={30} loop="rewind" autoplay={false} />)
    const trackElement = track()
    // A laid-out track: 4 slides of 200 px, 30 px apart, 430 px wide.
    Object.defineProperty(trackElement.firstElementChild, 'offsetWidth', { value: 200 })
    Object.defineProperty(trackElement, 'scrollWidth', { value: 890 })
    Object.defineProperty(trackElement, 'clientWidth', { value: 430 })
    let left = 0
    Object.defineProperty(trackElement, 'scrollLeft', { get: () => left, set: (value: number) => (left = value) })
    const style = window.getComputedStyle
    vi.stubGlobal('getComputedStyle', (target: Element) => (target === trackElement ? { columnGap: '30px' } : style(target)))
    startCarousel(element(select(HOOKS.carousel)))
    reducedMotion = true // steps without animation: the position is there at once
    element<HTMLButtonElement>(select(HOOKS.carouselStep, '1')).click()
    expect(left).toBe(230)
    element(select(HOOKS.carousel)).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    expect(left).toBe(460)
    // Rewind: past the end comes the start.
    element<HTMLButtonElement>(select(HOOKS.carouselStep, '1')).click()
    expect(left).toBe(0)
    element(select(HOOKS.carousel)).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
    expect(left).toBe(460)
  })
})

describe('click to load', () => {
  it('puts the map in place of its drawing only when the visitor asks', () => {
    document.body.innerHTML = serverHtml(<OfficeMap title="So finden Sie uns" text="Die Karte stammt von OpenStreetMap." />)
    const root = element(select(HOOKS.loadEmbed))
    // Until then the frame is an inert template: nothing is requested.
    expect(root.querySelector('iframe')).toBeNull()
    const button = element<HTMLButtonElement>(select(HOOKS.embedButton))
    expect(button.hasAttribute(HOOKS.awaitsScript)).toBe(true)
    startEmbed(root)
    expect(button.hasAttribute(HOOKS.awaitsScript)).toBe(false)
    button.click()
    const frame = root.querySelector('iframe')!
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/)
    expect(frame.title).toBe('Karte unseres Hauptsitzes in Eskişehir (OpenStreetMap)')
    expect(root.querySelector(select(HOOKS.embedPreview))).toBeNull()
  })

  const video = { type: 'video' as const, title: 'Video', youtubeId: 'dQw4w9WgXcQ', videoTitle: 'Unser Team', poster: { motif: 'waves' as const, hue: 140 } }

  it('plays a video on a click, and loads it without playing once external media are allowed', () => {
    document.body.innerHTML = serverHtml(<VideoSection section={video} id="video" />)
    startEmbed(element(select(HOOKS.loadEmbed)))
    expect(document.querySelector('iframe')).toBeNull()
    saveConsent({ ...ONLY_NECESSARY, externalMedia: true })
    expect(element('iframe').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0')
    expect(document.querySelector(select(HOOKS.embedNote))).toBeNull()

    localStorage.clear()
    document.body.innerHTML = serverHtml(<VideoSection section={video} id="video" />)
    startEmbed(element(select(HOOKS.loadEmbed)))
    element(select(HOOKS.embedButton)).click()
    expect(element('iframe').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0')
  })

  it('"always allow" stores the choice and plays', () => {
    document.body.innerHTML = serverHtml(<VideoSection section={video} id="video" />)
    startEmbed(element(select(HOOKS.loadEmbed)))
    element(select(HOOKS.allowExternalMedia)).click()
    expect(readConsent()?.externalMedia).toBe(true)
    expect(readConsent()?.statistics).toBe(false)
    expect(element('iframe').getAttribute('src')).toContain('autoplay=1')
  })
})

describe('parallax', () => {
  const offices = { type: 'offices' as const, title: 'Unsere Büros', parallax: 0.5, map: { title: 'Karte', text: 'Text' } }

  it('moves the background at its speed while the section is in view, and not under reduced motion', () => {
    document.body.innerHTML = serverHtml(<OfficesSection section={offices} id="offices" />)
    const layer = element(select(HOOKS.parallax))
    expect(layer.getAttribute(HOOKS.parallax)).toBe('0.5')
    vi.spyOn(layer.parentElement!, 'getBoundingClientRect').mockReturnValue({ top: 900, height: 600 } as DOMRect)
    vi.stubGlobal('innerHeight', 800)
    startParallax(layer)
    report(true)
    vi.advanceTimersByTime(20)
    // The section's centre is 800 px below the viewport's: at half speed the picture is 400 px behind.
    expect(layer.style.transform).toBe('translate3d(0, -400.0px, 0)')
    reducedMotion = true
    window.dispatchEvent(new Event('scroll'))
    vi.advanceTimersByTime(20)
    expect(layer.style.transform).toBe('')
  })
})
