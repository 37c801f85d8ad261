import type { Language, LocalizedText } from '~/features/i18n/languages'

export type { LocalizedText }

export type Category = { id: number; name: LocalizedText }

/**
 * A sale: `percent` takes `discount` percent off the price; `amount` takes `discount` cents off.
 * Money is in integer cents everywhere so sums never drift (SPEC §9 order calculation).
 */
type Sale = { discount: number; type: 'percent' | 'amount' }

type ProductImage = { src: string; width: number; height: number; alt: LocalizedText }

export type Product = {
  id: number
  categoryId: number
  category: Category
  name: LocalizedText
  description: LocalizedText
  images: readonly ProductImage[]
  /** Price in US cents. */
  price: number
  sale: Sale | null
  stock: number
  attributes: {
    colors: readonly { name: LocalizedText; hex: string }[]
    /** Who a garment or shoe is cut for; other products have none. */
    gender?: 'unisex' | 'women' | 'men'
    size: readonly string[]
    /** What the size options are: a garment's size (the default) or a device's storage. */
    sizeKind?: 'storage'
  }
  tag: 'new' | 'sale' | 'bestseller' | null
  review: { count: number; stars: number }
}

export const CATEGORIES: readonly Category[] = [{ id: 10, name: { tr: 'Yaşam ve teknoloji', en: 'Lifestyle & Tech', de: 'Lifestyle & Technik' } }]

const LIFESTYLE = CATEGORIES[0] as Category

const IMAGE = { width: 800, height: 800 } as const

export const PRODUCTS: readonly Product[] = [
  {
    id: 1030,
    categoryId: LIFESTYLE.id,
    category: LIFESTYLE,
    name: { tr: 'Nova X Akıllı Telefon', en: 'Nova X Smartphone', de: 'Nova X Smartphone' },
    description: {
      tr: '6,5 inç OLED ekran, gün boyu süren pil ve gece çekimlerinde bile net fotoğraflar çeken üçlü kamera.',
      en: 'A 6.5-inch OLED screen, an all-day battery and a triple camera that takes sharp photos even at night.',
      de: 'Ein 6,5-Zoll-OLED-Display, ein Akku für den ganzen Tag und eine Dreifachkamera, die auch nachts scharfe Fotos macht.',
    },
    images: [
      { src: '/images/shop/smartphone-front.svg', ...IMAGE, alt: { tr: 'Nova X akıllı telefonun önden görünümü', en: 'Front of the Nova X smartphone', de: 'Vorderseite des Nova X Smartphones' } },
      { src: '/images/shop/smartphone-back.svg', ...IMAGE, alt: { tr: 'Nova X akıllı telefonun arkası ve üçlü kamerası', en: 'Back of the Nova X smartphone with its triple camera', de: 'Rückseite des Nova X Smartphones mit Dreifachkamera' } },
    ],
    price: 69_900,
    sale: { discount: 10, type: 'percent' },
    stock: 12,
    attributes: {
      colors: [
        { name: { tr: 'Gece Siyahı', en: 'Midnight Black', de: 'Mitternachtsschwarz' }, hex: '#111827' },
        { name: { tr: 'Gümüş', en: 'Silver', de: 'Silber' }, hex: '#cbd5e1' },
        { name: { tr: 'Orman Yeşili', en: 'Forest Green', de: 'Waldgrün' }, hex: '#166534' },
      ],
      size: ['128 GB', '256 GB'],
      sizeKind: 'storage',
    },
    tag: 'new',
    review: { count: 124, stars: 4.5 },
  },
  {
    id: 1031,
    categoryId: LIFESTYLE.id,
    category: LIFESTYLE,
    name: { tr: 'Organik Pamuk Tişört', en: 'Organic Cotton T-Shirt', de: 'T-Shirt aus Bio-Baumwolle' },
    description: {
      tr: 'Yumuşak organik pamuktan, rahat kesimli ve her yıkamada formunu koruyan günlük tişört.',
      en: 'An everyday tee in soft organic cotton with a relaxed fit that keeps its shape wash after wash.',
      de: 'Ein Alltags-T-Shirt aus weicher Bio-Baumwolle, locker geschnitten und formstabil nach jeder Wäsche.',
    },
    images: [
      { src: '/images/shop/tshirt-front.svg', ...IMAGE, alt: { tr: 'Yeşil organik pamuk tişört, önden', en: 'Green organic cotton t-shirt, front', de: 'Grünes T-Shirt aus Bio-Baumwolle, vorne' } },
      { src: '/images/shop/tshirt-back.svg', ...IMAGE, alt: { tr: 'Lacivert organik pamuk tişört, arkadan', en: 'Navy organic cotton t-shirt, back', de: 'Marineblaues T-Shirt aus Bio-Baumwolle, hinten' } },
    ],
    price: 2_499,
    sale: { discount: 500, type: 'amount' },
    stock: 40,
    attributes: {
      colors: [
        { name: { tr: 'Yeşil', en: 'Green', de: 'Grün' }, hex: '#16a34a' },
        { name: { tr: 'Lacivert', en: 'Navy', de: 'Marineblau' }, hex: '#1e3a8a' },
        { name: { tr: 'Beyaz', en: 'White', de: 'Weiß' }, hex: '#f8fafc' },
      ],
      gender: 'unisex',
      size: ['S', 'M', 'L', 'XL'],
    },
    tag: 'sale',
    review: { count: 58, stars: 4 },
  },
  {
    id: 1032,
    categoryId: LIFESTYLE.id,
    category: LIFESTYLE,
    name: { tr: 'Hafif Koşu Ayakkabısı', en: 'Lightweight Running Shoes', de: 'Leichte Laufschuhe' },
    description: {
      tr: 'Nefes alan örgü üst yüzey ve yaylanan taban: uzun koşularda da hafif kalan bir ayakkabı.',
      en: 'A breathable knit upper and a springy sole: a shoe that stays light on long runs.',
      de: 'Atmungsaktives Strickobermaterial und eine federnde Sohle: ein Schuh, der auch auf langen Läufen leicht bleibt.',
    },
    images: [
      { src: '/images/shop/shoes-side.svg', ...IMAGE, alt: { tr: 'Koşu ayakkabısının yandan görünümü', en: 'Side view of the running shoe', de: 'Seitenansicht des Laufschuhs' } },
      { src: '/images/shop/shoes-pair.svg', ...IMAGE, alt: { tr: 'Bir çift koşu ayakkabısı, üstten', en: 'A pair of running shoes from above', de: 'Ein Paar Laufschuhe von oben' } },
    ],
    price: 8_990,
    sale: { discount: 15, type: 'percent' },
    stock: 5,
    attributes: {
      colors: [
        { name: { tr: 'Mercan', en: 'Coral', de: 'Koralle' }, hex: '#f97316' },
        { name: { tr: 'Gri', en: 'Grey', de: 'Grau' }, hex: '#6b7280' },
      ],
      gender: 'unisex',
      size: ['40', '41', '42', '43', '44'],
    },
    tag: 'bestseller',
    review: { count: 212, stars: 4.8 },
  },
]

const BY_ID = new Map(PRODUCTS.map((product) => [product.id, product]))

export function findProduct(id: unknown): Product | undefined {
  const number = typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : id
  return typeof number === 'number' ? BY_ID.get(number) : undefined
}

/** The price of one unit after its sale, in cents. */
export function salePrice(product: Pick<Product, 'price' | 'sale'>): number {
  return product.price - unitDiscount(product)
}

/**
 * The sale discount on one unit in cents: a percent sale is price / 100 × discount, rounded
 * half up to a whole cent; an amount sale is the discount itself, never more than the price.
 */
export function unitDiscount({ price, sale }: Pick<Product, 'price' | 'sale'>): number {
  if (!sale || sale.discount <= 0) return 0
  const discount = sale.type === 'percent' ? Math.round((price * sale.discount) / 100) : Math.round(sale.discount)
  return Math.min(discount, price)
}

export type SortKey = 'featured' | 'price-asc' | 'price-desc' | 'rating' | 'name'
export const SORT_KEYS: readonly SortKey[] = ['featured', 'price-asc', 'price-desc', 'rating', 'name']

export function sortProducts(products: readonly Product[], sort: SortKey, language: Language): Product[] {
  const list = [...products]
  const collator = new Intl.Collator(language)
  switch (sort) {
    case 'price-asc':
      return list.sort((a, b) => salePrice(a) - salePrice(b))
    case 'price-desc':
      return list.sort((a, b) => salePrice(b) - salePrice(a))
    case 'rating':
      return list.sort((a, b) => b.review.stars - a.review.stars)
    case 'name':
      return list.sort((a, b) => collator.compare(a.name[language], b.name[language]))
    default:
      return list
  }
}
