import {
  Award, BarChart3, BookOpen, Brain, Check, Clock, Code, Coffee, Cpu, CreditCard, Database, Factory, Globe, GraduationCap, Handshake, Headset, Heart,
  Layers, Leaf, Lightbulb, Lock, Mail, MapPin, Monitor, Plug, Rocket, Server, Settings, Shield, Smartphone, Target, Users,
  type IconNode,
} from 'lucide'
import { icon, type IconProps } from '~/components/ui/icon'
import type { ContentIcon as ContentIconName } from '~/features/content/page-schema'

const DRAWINGS: Record<ContentIconName, IconNode> = {
  globe: Globe, smartphone: Smartphone, monitor: Monitor, brain: Brain, plug: Plug, database: Database, server: Server, cpu: Cpu,
  shield: Shield, lock: Lock, users: Users, heart: Heart, target: Target, rocket: Rocket, lightbulb: Lightbulb, handshake: Handshake,
  clock: Clock, chart: BarChart3, check: Check, code: Code, layers: Layers, leaf: Leaf, award: Award, headset: Headset,
  book: BookOpen, 'credit-card': CreditCard, settings: Settings, 'map-pin': MapPin, mail: Mail, 'graduation-cap': GraduationCap, coffee: Coffee, factory: Factory,
}

const ICONS = Object.fromEntries(Object.entries(DRAWINGS).map(([name, drawing]) => [name, icon(drawing)])) as Record<ContentIconName, ReturnType<typeof icon>>

/** An icon named in a content file (the schema lists the names). Decorative: the text says it. */
export function ContentIcon({ name, ...props }: IconProps & { name: ContentIconName }) {
  const Icon = ICONS[name]
  return <Icon aria-hidden="true" {...props} />
}
