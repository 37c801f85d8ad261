/**
 * The plans of each product and their prices per month in euros, excluding VAT (`yearly`: per
 * month with yearly billing; `null`: on request). The one source the product pages' pricing
 * sections, their `software.priceFrom` and every euro amount in the texts must agree with
 * (app/features/content/product-plans.test.ts, review 2.4 of issue #36). Every product uses the
 * same plan names; the pricing page (/pricing) is Fabrika ERP's and says so.
 */
export const PLAN_NAMES = ['Starter', 'Pro', 'Enterprise'] as const
type PlanName = (typeof PLAN_NAMES)[number]

export type ProductPlans = {
  /** The product's name, as the pages' `software.name` and the texts write it. */
  name: string
  /** The content pages whose pricing section shows these plans (and whose euro amounts are this product's). */
  pages: string[]
  plans: { name: PlanName; monthly: number | null; yearly: number | null }[]
}

export const PRODUCT_PLANS = {
  erp: {
    name: 'Fabrika ERP',
    pages: ['/saas/v1', '/demos/product-landing', '/pricing'],
    plans: [
      { name: 'Starter', monthly: 490, yearly: 390 },
      { name: 'Pro', monthly: 890, yearly: 710 },
      { name: 'Enterprise', monthly: null, yearly: null },
    ],
  },
  mrp: {
    name: 'Fabrika MRP',
    pages: ['/saas/v2'],
    plans: [
      { name: 'Starter', monthly: 390, yearly: 310 },
      { name: 'Pro', monthly: 690, yearly: 550 },
      { name: 'Enterprise', monthly: null, yearly: null },
    ],
  },
  iot: {
    name: 'Fabrika IoT',
    pages: ['/saas/v3'],
    plans: [
      { name: 'Starter', monthly: 290, yearly: 230 },
      { name: 'Pro', monthly: 690, yearly: 550 },
      { name: 'Enterprise', monthly: null, yearly: null },
    ],
  },
  hub: {
    name: 'Fabrika Hub',
    pages: ['/saas/v4'],
    plans: [
      { name: 'Starter', monthly: 190, yearly: 150 },
      { name: 'Pro', monthly: 490, yearly: 390 },
    ],
  },
  docai: {
    name: 'Fabrika DocAI',
    pages: ['/saas/v5'],
    plans: [
      { name: 'Starter', monthly: 250, yearly: 200 },
      { name: 'Pro', monthly: 590, yearly: 470 },
      { name: 'Enterprise', monthly: null, yearly: null },
    ],
  },
} satisfies Record<string, ProductPlans>

/** A product's lowest monthly price: what "from 190 €" and `software.priceFrom` say. */
export function priceFrom(product: ProductPlans): number {
  return Math.min(...product.plans.flatMap((plan) => (plan.monthly === null ? [] : [plan.monthly])))
}
