import { ONLY_NECESSARY, readConsent, saveConsent, subscribeConsent } from '~/features/consent/consent-store'
import { onEachElement } from './on-page'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

/**
 * An embedded map or video behind a click (SPEC: nothing leaves the site without the visitor's
 * say): the element holds our own preview and a `<template>` with the frame; a click on its
 * button puts the frame in the preview's place. A video (its `loadEmbed` hook `media`) also loads
 * as soon as the visitor allows external media, in the consent dialog or with its own button.
 * Without JavaScript a link opens the map or video on its own site.
 */
export function startEmbed(root: HTMLElement): void {
  const template = root.querySelector('template')
  const preview = root.querySelector<HTMLElement>(select(HOOKS.embedPreview))
  if (!template || !preview) return
  let loaded = false
  const load = (clicked: boolean) => {
    if (loaded) return
    loaded = true
    const frame = template.content.firstElementChild?.cloneNode(true) as HTMLIFrameElement | undefined
    if (!frame) return
    // A click asks to play now; consent given elsewhere only puts the player in place.
    const autoplaySrc = frame.getAttribute(HOOKS.autoplaySrc)
    if (clicked && autoplaySrc) frame.src = autoplaySrc
    preview.replaceWith(frame)
    root.querySelectorAll(select(HOOKS.embedNote)).forEach((note) => note.remove())
    if (clicked) frame.focus()
  }
  const button = root.querySelector<HTMLElement>(select(HOOKS.embedButton))
  button?.addEventListener('click', (event) => {
    event.preventDefault()
    load(true)
  })
  button?.removeAttribute(HOOKS.awaitsScript)
  if (root.getAttribute(HOOKS.loadEmbed) !== 'media') return
  const allow = root.querySelector<HTMLElement>(select(HOOKS.allowExternalMedia))
  allow?.addEventListener('click', () => {
    // Played first: saving tells every listener, this one too, which would only put the player in place.
    load(true)
    saveConsent({ ...(readConsent() ?? ONLY_NECESSARY), externalMedia: true })
  })
  allow?.removeAttribute(HOOKS.awaitsScript)
  const follow = () => {
    if (readConsent()?.externalMedia === true) load(false)
  }
  follow()
  subscribeConsent(follow)
}

onEachElement(select(HOOKS.loadEmbed), startEmbed)
