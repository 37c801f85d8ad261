import type { SocialNetwork } from '@content/site'

/**
 * Own simplified glyphs for the social networks and the app stores (lucide ships no brand
 * marks). 24×24, drawn with currentColor so they follow the footer's colours.
 */
const SOCIAL_PATHS: Record<SocialNetwork, React.ReactNode> = {
  facebook: <path d="M13.5 21v-7.2h2.4l.4-2.9h-2.8V9.1c0-.8.3-1.4 1.4-1.4h1.5V5.2c-.3 0-1.2-.1-2.2-.1-2.2 0-3.6 1.3-3.6 3.7v2.1H8.2v2.9h2.4V21z" fill="currentColor" />,
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r=".6" fill="currentColor" />
    </g>
  ),
  twitter: <path d="M17.8 4h2.9l-6.3 7.2L21.8 20h-5.8l-4.5-5.9L6.3 20H3.4l6.7-7.7L3 4h5.9l4.1 5.4zm-1 14.4h1.6L8.1 5.6H6.4z" fill="currentColor" />,
  linkedin: (
    <g fill="currentColor">
      <rect x="3.5" y="9" width="3.6" height="11.5" rx=".4" />
      <circle cx="5.3" cy="5.4" r="2" />
      <path d="M9.6 9h3.4v1.6c.6-1 1.8-1.9 3.7-1.9 3.1 0 3.8 2 3.8 4.7v7.1h-3.6v-6.3c0-1.5-.3-2.6-1.8-2.6s-2 1.1-2 2.6v6.3H9.6z" />
    </g>
  ),
  youtube: (
    <g>
      <rect x="2" y="5.5" width="20" height="13" rx="4" fill="currentColor" />
      <path d="m10 9 5.2 3-5.2 3z" fill="var(--footer, #000)" />
    </g>
  ),
  dribbble: (
    <g fill="none" stroke="currentColor" strokeWidth="1.6">
      <circle cx="12" cy="12" r="9" />
      <path d="M5 6.5c4 3.6 9.6 5 15 4.4M8.5 3.7c3 3.8 5.4 9.6 6.6 16.3M3.2 13.5c4.5-2 10-2.5 15.3.5" />
    </g>
  ),
}

export function SocialIcon({ network, className = 'size-5' }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      {SOCIAL_PATHS[network]}
    </svg>
  )
}

export function AppleGlyph({ className = 'size-6' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.2 1.8-3.3 1.9-3.4-1-1.5-2.6-1.7-3.2-1.7-1.4-.1-2.6.8-3.3.8s-1.7-.8-2.9-.8c-1.5 0-2.9.9-3.6 2.2-1.6 2.7-.4 6.7 1.1 8.9.7 1.1 1.6 2.3 2.8 2.2 1.1 0 1.5-.7 2.9-.7s1.7.7 2.9.7 2-1.1 2.7-2.2c.9-1.2 1.2-2.4 1.2-2.5 0 0-2.5-.9-2.5-3.5M14.1 5.9c.6-.8 1-1.8.9-2.9-.9 0-2 .6-2.6 1.4-.6.7-1.1 1.7-.9 2.7 1 .1 2-.5 2.6-1.2"
      />
    </svg>
  )
}

export function PlayGlyph({ className = 'size-6' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path d="M4 2.8 13.4 12 4 21.2c-.3-.2-.5-.6-.5-1V3.8c0-.4.2-.8.5-1" fill="#22c55e" />
      <path d="m16.6 8.8-3.2 3.2L4 2.8c.3-.2.7-.2 1.1 0z" fill="#38bdf8" />
      <path d="M16.6 15.2 5.1 21.2c-.4.2-.8.2-1.1 0l9.4-9.2z" fill="#f43f5e" />
      <path d="m16.6 8.8 3.4 1.8c1 .6 1 2.2 0 2.8l-3.4 1.8-3.2-3.2z" fill="#facc15" />
    </svg>
  )
}
