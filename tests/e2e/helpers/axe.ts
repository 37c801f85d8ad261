import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe-core for a page, in legacy mode: axe runs in the page itself, without the blank page the
 * default mode opens (and injects axe into once more) to merge the results of frames. Our pages
 * have no cross-origin frames, so the rules and findings are the same, at about two thirds of the
 * time — which matters on a busy 2-core machine, where one scan of the home page takes half a minute.
 * Only violations are collected in full (axe's documented `resultTypes`): every rule still runs on
 * every node, but axe no longer builds a selector and an HTML excerpt for each passing node, which
 * took about 40 % of a scan of the home page. The tests read only `violations`.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })
}
