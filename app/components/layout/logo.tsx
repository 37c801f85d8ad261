/** The company mark: a stylised factory gear with a code bracket, drawn inline (no request). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className={className}>
      <rect width="40" height="40" rx="10" fill="#09B850" />
      <path d="M9 29V17l7 4v-4l7 4v-4l8 4.5V29z" fill="#fff" opacity=".95" />
      <path d="M13 12h3v6h-3zM26 9h3v9h-3z" fill="#fff" opacity=".8" />
      <path d="m17 24-2 1.5 2 1.5M23 24l2 1.5-2 1.5" stroke="#09B850" strokeWidth="1.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
