import { Building2, Cloud, Files, Images, KeyRound, LayoutGrid, Mail, Newspaper, ShoppingBag, Sparkles, UserRound, type LucideIcon } from 'lucide-react'

/** The icon names used in content/menu.ts; imported one by one so only these ship. */
const ICONS: Record<string, LucideIcon> = {
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
  const Icon = name ? ICONS[name] : undefined
  return Icon ? <Icon aria-hidden="true" className={className} /> : null
}
