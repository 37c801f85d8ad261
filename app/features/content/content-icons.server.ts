/**
 * The drawings of the icons content files may name (page-schema.ts CONTENT_ICONS), on the server
 * only: a page's loader sends the few it shows (usedIcons), so the browser never downloads the
 * whole set with the page's code.
 */
import {
  Award, BarChart3, BookOpen, Brain, Check, Clock, Code, Coffee, Cpu, CreditCard, Database, Factory, Globe, GraduationCap, Handshake, Headset, Heart,
  Layers, Leaf, Lightbulb, Lock, Mail, MapPin, Monitor, Plug, Rocket, Server, Settings, Shield, Smartphone, Target, Users,
  Blocks, MessagesSquare, Palette, PenTool, Search, ShieldCheck,
  type IconNode,
} from 'lucide'
import type { ContentIcon } from './page-schema'

const DRAWINGS: Record<ContentIcon, IconNode> = {
  globe: Globe, smartphone: Smartphone, monitor: Monitor, brain: Brain, plug: Plug, database: Database, server: Server, cpu: Cpu,
  shield: Shield, lock: Lock, users: Users, heart: Heart, target: Target, rocket: Rocket, lightbulb: Lightbulb, handshake: Handshake,
  clock: Clock, chart: BarChart3, check: Check, code: Code, layers: Layers, leaf: Leaf, award: Award, headset: Headset,
  book: BookOpen, 'credit-card': CreditCard, settings: Settings, 'map-pin': MapPin, mail: Mail, 'graduation-cap': GraduationCap, coffee: Coffee, factory: Factory,
  palette: Palette, blocks: Blocks, messages: MessagesSquare, search: Search, 'pen-tool': PenTool, 'shield-check': ShieldCheck,
}


/** Every icon named anywhere in `value` (a page's sections with their items), with its drawing. */
export function usedIcons(value: unknown): Partial<Record<ContentIcon, IconNode>> {
  const used: Partial<Record<ContentIcon, IconNode>> = {}
  const visit = (node: unknown, key = ''): void => {
    if (Array.isArray(node)) node.forEach((entry) => visit(entry, key))
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) visit(v, k)
    else if (key === 'icon' && typeof node === 'string' && node in DRAWINGS) used[node as ContentIcon] = DRAWINGS[node as ContentIcon]
  }
  visit(value)
  return used
}
