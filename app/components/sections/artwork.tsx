import type { CSSProperties, ReactNode } from 'react'
import type { Artwork as ArtworkSpec } from '~/features/content/page-schema'
import { cn } from '~/lib/cn'

/**
 * The site's own illustrations: a few geometric motifs drawn inline in one hue (the content file
 * picks motif and hue), on a tinted card that follows the light or dark theme (app.css `.artwork`).
 * No picture is fetched, nothing shifts while loading, and every size is sharp.
 */
const MOTIFS: Record<ArtworkSpec['motif'], ReactNode> = {
  orbits: (
    <>
      <circle cx="200" cy="150" r="92" className="art-line" />
      <circle cx="200" cy="150" r="56" className="art-line" />
      <circle cx="200" cy="150" r="22" className="art-fill" />
      <circle cx="292" cy="150" r="12" className="art-strong" />
      <circle cx="160" cy="108" r="9" className="art-strong" />
      <circle cx="128" cy="210" r="14" className="art-soft" />
    </>
  ),
  grid: (
    <>
      {[0, 1, 2, 3].flatMap((row) =>
        [0, 1, 2, 3, 4].map((col) => (
          <rect key={`${row}-${col}`} x={80 + col * 50} y={55 + row * 50} width="36" height="36" rx="8" className={(row + col) % 3 === 0 ? 'art-strong' : (row * col) % 2 ? 'art-fill' : 'art-soft'} />
        )),
      )}
    </>
  ),
  waves: (
    <>
      <path d="M40 170 C 100 110, 160 230, 220 170 S 340 110, 360 150" className="art-line" />
      <path d="M40 200 C 100 140, 160 260, 220 200 S 340 140, 360 180" className="art-line" />
      <path d="M40 140 C 100 80, 160 200, 220 140 S 340 80, 360 120" className="art-strong-line" />
      <circle cx="220" cy="140" r="10" className="art-strong" />
    </>
  ),
  blocks: (
    <>
      <rect x="90" y="150" width="90" height="90" rx="12" className="art-fill" />
      <rect x="190" y="110" width="90" height="130" rx="12" className="art-strong" />
      <rect x="140" y="60" width="90" height="80" rx="12" className="art-soft" />
      <rect x="290" y="180" width="40" height="60" rx="10" className="art-fill" />
    </>
  ),
  chart: (
    <>
      <line x1="70" y1="240" x2="340" y2="240" className="art-line" />
      {[60, 100, 80, 140, 120, 170].map((height, index) => (
        <rect key={index} x={85 + index * 42} y={240 - height} width="28" height={height} rx="6" className={index === 5 ? 'art-strong' : 'art-fill'} />
      ))}
      <path d="M99 170 L141 130 L183 150 L225 95 L267 110 L309 60" className="art-strong-line" />
    </>
  ),
  network: (
    <>
      <path d="M200 150 L110 80 M200 150 L300 90 M200 150 L120 230 M200 150 L290 220 M110 80 L300 90 M120 230 L290 220" className="art-line" />
      <circle cx="200" cy="150" r="26" className="art-strong" />
      {[[110, 80], [300, 90], [120, 230], [290, 220]].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="16" className="art-fill" />
      ))}
    </>
  ),
  device: (
    <>
      <rect x="95" y="60" width="210" height="140" rx="12" className="art-soft" />
      <rect x="110" y="75" width="180" height="110" rx="6" className="art-fill" />
      <rect x="125" y="92" width="70" height="10" rx="5" className="art-strong" />
      <rect x="125" y="112" width="120" height="8" rx="4" className="art-soft" />
      <rect x="125" y="128" width="95" height="8" rx="4" className="art-soft" />
      <rect x="80" y="206" width="240" height="14" rx="7" className="art-strong" />
      <rect x="265" y="120" width="50" height="95" rx="10" className="art-strong" />
    </>
  ),
  factory: (
    <>
      <path d="M70 240 L70 150 L130 185 L130 150 L190 185 L190 150 L250 185 L250 95 L290 95 L290 240 Z" className="art-fill" />
      <rect x="260" y="60" width="20" height="35" className="art-strong" />
      <circle cx="300" cy="50" r="14" className="art-soft" />
      <circle cx="325" cy="35" r="10" className="art-soft" />
      <rect x="95" y="200" width="24" height="24" rx="4" className="art-strong" />
      <rect x="155" y="200" width="24" height="24" rx="4" className="art-strong" />
      <rect x="215" y="200" width="24" height="24" rx="4" className="art-strong" />
    </>
  ),
  phone: (
    <>
      <rect x="140" y="30" width="120" height="240" rx="22" className="art-strong" />
      <rect x="150" y="48" width="100" height="204" rx="10" className="art-background" />
      <rect x="160" y="62" width="60" height="10" rx="5" className="art-strong" />
      <rect x="160" y="84" width="80" height="46" rx="8" className="art-fill" />
      <rect x="160" y="140" width="80" height="12" rx="6" className="art-soft" />
      <rect x="160" y="160" width="64" height="12" rx="6" className="art-soft" />
      <rect x="160" y="186" width="80" height="28" rx="14" className="art-fill" />
      <circle cx="200" cy="236" r="6" className="art-soft" />
      <circle cx="300" cy="90" r="18" className="art-soft" />
      <circle cx="96" cy="210" r="26" className="art-soft" />
    </>
  ),
  shield: (
    <>
      <path d="M200 40 L290 75 C 290 160, 255 220, 200 255 C 145 220, 110 160, 110 75 Z" className="art-fill" />
      <path d="M200 70 L265 95 C 265 155, 240 200, 200 226 C 160 200, 135 155, 135 95 Z" className="art-soft" />
      <path d="M165 150 L192 177 L240 122" className="art-strong-line" />
      <circle cx="80" cy="90" r="10" className="art-soft" />
      <circle cx="320" cy="210" r="14" className="art-soft" />
    </>
  ),
}

/** `crop`: an aspect-ratio class (`aspect-[5/2]`); the picture is cut from its middle to that shape. */
export function Artwork({ art, className, label, crop }: { art: ArtworkSpec; className?: string; label?: string; crop?: string }) {
  return (
    <svg
      viewBox="0 0 400 300"
      width="400"
      height="300"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      preserveAspectRatio={crop ? 'xMidYMid slice' : undefined}
      className={cn('artwork h-auto w-full rounded-2xl', crop, className)}
      style={{ '--art-hue': art.hue } as CSSProperties}
      data-motif={art.motif}
    >
      <rect width="400" height="300" className="art-background" />
      {MOTIFS[art.motif]}
    </svg>
  )
}

const SKIN = ['#f1c9a5', '#e0ac84', '#c68a62', '#8d5a3b'] as const
const HAIR = ['#2b2118', '#5a3a22', '#a0692e', '#3b3b3b'] as const

/** A small, stable number from a name: the same person always gets the same drawing. */
function seedOf(name: string): number {
  let seed = 0
  for (const char of name) seed = (seed * 31 + char.charCodeAt(0)) >>> 0
  return seed
}

/**
 * A portrait illustration: head, hair and shoulders in the person's hue, varied by their name
 * (skin tone, hair colour and cut). Decorative: the name is written next to it.
 */
export function Portrait({ name, hue, className }: { name: string; hue: number; className?: string }) {
  const seed = seedOf(name)
  const skin = SKIN[seed % SKIN.length]
  const hair = HAIR[(seed >> 3) % HAIR.length]
  const cut = (seed >> 6) % 3
  return (
    <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true" className={cn('artwork rounded-full', className)} style={{ '--art-hue': hue } as CSSProperties}>
      <rect width="120" height="120" className="art-background" />
      {cut === 1 && <path d="M34 52 C 30 86, 40 100, 60 100 C 80 100, 90 86, 86 52 Z" fill={hair} />}
      <path d="M16 120 C 20 92, 100 92, 104 120 Z" className="art-strong" />
      <rect x="52" y="70" width="16" height="18" rx="6" fill={skin} />
      <circle cx="60" cy="54" r="22" fill={skin} />
      {cut === 0 && <path d="M38 52 C 38 30, 82 30, 82 52 C 76 42, 50 40, 38 52 Z" fill={hair} />}
      {cut === 1 && <path d="M37 56 C 34 28, 86 28, 83 56 C 80 44, 62 36, 44 44 C 40 48, 38 52, 37 56 Z" fill={hair} />}
      {cut === 2 && (
        <>
          <circle cx="60" cy="27" r="9" fill={hair} />
          <path d="M38 52 C 38 32, 82 32, 82 52 C 72 40, 48 40, 38 52 Z" fill={hair} />
        </>
      )}
    </svg>
  )
}
