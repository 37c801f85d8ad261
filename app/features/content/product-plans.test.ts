import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PLAN_NAMES, PRODUCT_PLANS, priceFrom, type ProductPlans } from '@content/product-plans'
import { LANGUAGES } from '~/features/i18n/languages'
import { contentPage, contentPagePaths } from './content.server'

/**
 * Prices and plan names agree across pages (issue #36, review 2.4): every pricing section shows
 * its product's plans of content/product-plans.ts, `software.priceFrom` is the product's lowest
 * monthly price, and every euro amount a text names is a price of the product it speaks of.
 */
const PRODUCTS: ProductPlans[] = Object.values(PRODUCT_PLANS)
const CONTENT = path.resolve(__dirname, '../../../content')

function productOfPage(page: string): ProductPlans | undefined {
  return PRODUCTS.find((product) => product.pages.includes(page))
}

/** Every text file of content/ with the site path of its page, if it is one. */
function textFiles(): { file: string; page?: string; language: string }[] {
  const files: { file: string; page?: string; language: string }[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.(ya?ml|md|json)$/.test(entry.name)) {
        const relative = path.relative(CONTENT, full).split(path.sep).join('/')
        const language = /(?:^|[./])(tr|en|de)\.(?:ya?ml|md|json)$/.exec(relative)?.[1]
        if (!language) continue
        const page = /^pages\/(.+)\/(?:tr|en|de)\.ya?ml$/.exec(relative)?.[1]
        files.push({ file: relative, page: page ? `/${page}` : undefined, language })
      }
    }
  }
  walk(CONTENT)
  return files
}

const NUMBER = String.raw`\d{1,3}(?:[.,]\d{3})*(?![.,]?\d)`
/** A euro amount in any of the ways the texts write one: €490, 490 €, 490 Euro, 390 avrodan, EUR 490. */
const AMOUNT = new RegExp(String.raw`€\s?(${NUMBER})|(${NUMBER})\s?(?:€|euros?\b|Euro\b|avro)|EUR\s?(${NUMBER})|(${NUMBER})\s?EUR\b`, 'gi')
const PRODUCT_NAME = /\b(?:Fabrika\s+)?(ERP|MRP|IoT|Hub|DocAI)\b/g

/** The product a sentence names last before `index`, if any. */
function productNamedBefore(text: string, index: number): ProductPlans | undefined {
  const before = text.slice(0, index)
  const sentence = before.slice(Math.max(before.lastIndexOf('\n'), ...[...before.matchAll(/[.!?]\s/g)].map((m) => m.index)) + 1)
  const names = [...sentence.matchAll(PRODUCT_NAME)]
  const last = names.at(-1)?.[1]
  return last ? PRODUCTS.find((product) => product.name === `Fabrika ${last}`) : undefined
}

/** Whether the amount at `index` (ending at `end`) is a "from" price: from €490, ab 490 €, 490 €'dan, 390 avrodan. */
function isFromPrice(text: string, index: number, end: number): boolean {
  const before = text.slice(Math.max(0, index - 6), index)
  const after = text.slice(end, end + 4)
  return /\b(?:from|ab)\s$/i.test(before) || /^['’]?(?:dan|den|tan|ten)\b/.test(after)
}

describe('prices and plan names', () => {
  it('every pricing section shows its product plans, with the plan names and prices of content/product-plans.ts', () => {
    const wrong: string[] = []
    for (const page of contentPagePaths())
      for (const language of LANGUAGES)
        for (const section of contentPage(page, language)!.sections) {
          if (section.type !== 'pricing') continue
          const product = productOfPage(page)
          const shown = section.plans.map(({ name, monthly, yearly }) => ({ name, monthly, yearly }))
          if (!product) wrong.push(`${page} (${language}): a pricing section on a page no product of content/product-plans.ts lists`)
          else if (JSON.stringify(shown) !== JSON.stringify(product.plans))
            wrong.push(`${page} (${language}): ${JSON.stringify(shown)} is not ${product.name}'s ${JSON.stringify(product.plans)}`)
          for (const plan of section.plans) if (!(PLAN_NAMES as readonly string[]).includes(plan.name)) wrong.push(`${page} (${language}): unknown plan name ${plan.name}`)
        }
    expect(wrong).toEqual([])
  })

  it("the pages' SoftwareApplication offers are the product's lowest monthly price", () => {
    const wrong: string[] = []
    for (const page of contentPagePaths())
      for (const language of LANGUAGES) {
        const software = contentPage(page, language)!.software
        if (!software) continue
        const product = PRODUCTS.find((candidate) => candidate.name === software.name)
        if (!product) wrong.push(`${page} (${language}): ${software.name} is no product of content/product-plans.ts`)
        else if (software.priceFrom !== priceFrom(product)) wrong.push(`${page} (${language}): priceFrom ${software.priceFrom}, but ${product.name} starts at ${priceFrom(product)}`)
        else if (!product.pages.includes(page)) wrong.push(`${page}: not among ${product.name}'s pages in content/product-plans.ts`)
      }
    expect(wrong).toEqual([])
  })

  it('every euro amount in the texts is a price of the product it speaks of, and a "from" price its lowest', () => {
    const wrong: string[] = []
    for (const { file, page } of textFiles()) {
      // Salaries are no product prices; the demo shop's prices are in dollars (and not in these files).
      if (file.startsWith('collections/jobs/')) continue
      const text = readFileSync(path.join(CONTENT, file), 'utf8')
      for (const match of text.matchAll(AMOUNT)) {
        const amount = Number((match[1] ?? match[2] ?? match[3] ?? match[4])!.replace(/[.,]/g, ''))
        const product = (page ? productOfPage(page) : undefined) ?? productNamedBefore(text, match.index)
        const where = `${file}: "${match[0]}"`
        if (!product) {
          wrong.push(`${where} names no product (write which product the price is of)`)
          continue
        }
        const prices = product.plans.flatMap((plan) => [plan.monthly, plan.yearly])
        if (!prices.includes(amount)) wrong.push(`${where} is no price of ${product.name} (${prices.filter((p) => p !== null).join(', ')})`)
        else if (isFromPrice(text, match.index, match.index + match[0].length) && amount !== priceFrom(product))
          wrong.push(`${where}: ${product.name} starts at ${priceFrom(product)}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('no page names a plan other than the known ones', () => {
    const retired = /\b(?:Growth|Pilot|Basic|Premium|Business|Team) (?:plan|paketi?|Paket)\b|"(?:Growth|Pilot)"/
    const found = textFiles()
      .filter(({ file }) => retired.test(readFileSync(path.join(CONTENT, file), 'utf8')))
      .map(({ file }) => file)
    expect(found).toEqual([])
    expect(PRODUCTS.flatMap((product) => product.plans.map((plan) => plan.name)).every((name) => (PLAN_NAMES as readonly string[]).includes(name))).toBe(true)
  })
})

describe('euro amounts in the texts', () => {
  it('are written as each language does: 490 € in Turkish and German, €490 in English', () => {
    const wrong: string[] = []
    for (const { file, language } of textFiles()) {
      const text = readFileSync(path.join(CONTENT, file), 'utf8')
      const misplaced = language === 'en' ? /\d\s?€/g : /€\s?\d/g
      for (const match of text.matchAll(misplaced)) wrong.push(`${file}: "${text.slice(Math.max(0, match.index - 10), match.index + 12)}"`)
    }
    expect(wrong).toEqual([])
  })
})
