/**
 * The 404 illustration: a small robot holding an unplugged cable next to a "404" sign.
 * Inline SVG in the page's own colour tokens, so it follows the theme and costs no request.
 */
export function NotFoundIllustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 360 240" role="img" aria-label={label} className="h-auto w-full max-w-md">
      <ellipse cx="180" cy="222" rx="150" ry="10" fill="var(--muted)" />
      <text x="250" y="110" textAnchor="middle" fontSize="64" fontWeight="800" fill="var(--primary)" opacity=".9">
        404
      </text>
      <path d="M210 130h80" stroke="var(--border)" strokeWidth="4" strokeLinecap="round" />
      {/* the cable, from the robot's hand to a loose plug */}
      <path d="M128 150c30 10 40 40 80 38s40-22 58-20" fill="none" stroke="var(--muted-foreground)" strokeWidth="4" strokeLinecap="round" />
      <rect x="262" y="160" width="22" height="14" rx="3" fill="var(--muted-foreground)" />
      <path d="M284 163h8M284 171h8" stroke="var(--muted-foreground)" strokeWidth="3" strokeLinecap="round" />
      {/* the robot */}
      <rect x="62" y="40" width="76" height="62" rx="16" fill="var(--card)" stroke="var(--foreground)" strokeWidth="4" />
      <path d="M100 40V24" stroke="var(--foreground)" strokeWidth="4" strokeLinecap="round" />
      <circle cx="100" cy="20" r="6" fill="#09B850" />
      <circle cx="85" cy="70" r="7" fill="var(--foreground)" />
      <circle cx="115" cy="70" r="7" fill="var(--foreground)" />
      <path d="M88 90q12-8 24 0" fill="none" stroke="var(--foreground)" strokeWidth="4" strokeLinecap="round" />
      <rect x="70" y="108" width="60" height="70" rx="12" fill="#09B850" />
      <rect x="86" y="124" width="28" height="20" rx="4" fill="var(--card)" />
      <path d="M93 134h14" stroke="#09B850" strokeWidth="3" strokeLinecap="round" />
      <path d="M70 124l-18 26M130 124l-2 26" stroke="var(--foreground)" strokeWidth="6" strokeLinecap="round" />
      <circle cx="128" cy="150" r="6" fill="var(--foreground)" />
      <circle cx="52" cy="150" r="6" fill="var(--foreground)" />
      <path d="M86 178v32M114 178v32" stroke="var(--foreground)" strokeWidth="7" strokeLinecap="round" />
      <path d="M76 212h18M106 212h18" stroke="var(--foreground)" strokeWidth="7" strokeLinecap="round" />
    </svg>
  )
}
