import { Building2 as Building2Drawing, Cloud as CloudDrawing, Files as FilesDrawing, Images as ImagesDrawing, KeyRound as KeyRoundDrawing, LayoutGrid as LayoutGridDrawing, Mail as MailDrawing, Newspaper as NewspaperDrawing, ShoppingBag as ShoppingBagDrawing, Sparkles as SparklesDrawing, UserRound as UserRoundDrawing } from 'lucide'
import type { MenuIconName } from '@content/data-schema'
import { icon, type LucideIcon } from '~/components/ui/icon'

const Building2 = icon(Building2Drawing)
const Cloud = icon(CloudDrawing)
const Files = icon(FilesDrawing)
const Images = icon(ImagesDrawing)
const KeyRound = icon(KeyRoundDrawing)
const LayoutGrid = icon(LayoutGridDrawing)
const Mail = icon(MailDrawing)
const Newspaper = icon(NewspaperDrawing)
const ShoppingBag = icon(ShoppingBagDrawing)
const Sparkles = icon(SparklesDrawing)
const UserRound = icon(UserRoundDrawing)

/** The icons content/data/menu.yaml may name (its schema lists them); imported one by one so only these ship. */
const ICONS: Record<MenuIconName, LucideIcon> = {
  'layout-grid': LayoutGrid,
  'building-2': Building2,
  mail: Mail,
  cloud: Cloud,
  'shopping-bag': ShoppingBag,
  newspaper: Newspaper,
  sparkles: Sparkles,
  'key-round': KeyRound,
  'user-round': UserRound,
  images: Images,
  files: Files,
}

export function MenuIcon({ name, className = 'size-4' }: { name?: string; className?: string }) {
  const Icon = name ? (ICONS as Record<string, LucideIcon | undefined>)[name] : undefined
  return Icon ? <Icon aria-hidden="true" className={className} /> : null
}
