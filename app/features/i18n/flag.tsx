import type { Language } from './languages'

/**
 * Small drawn flags: emoji flags render as plain letters on Windows and many Linux desktops.
 * Simplified on purpose (20×14, decorative; the language name is always next to them).
 */
export function Flag({ code, className = 'h-3.5 w-5 shrink-0 rounded-[2px]' }: { code: Language; className?: string }) {
  return (
    <svg viewBox="0 0 20 14" aria-hidden="true" className={className}>
      {code === 'tr' && (
        <>
          <rect width="20" height="14" fill="#E30A17" />
          <circle cx="7.5" cy="7" r="3.5" fill="#fff" />
          <circle cx="8.4" cy="7" r="2.8" fill="#E30A17" />
          <path d="m11 7 2.9-.95-1.8 2.46V5.49l1.8 2.46z" fill="#fff" />
        </>
      )}
      {code === 'en' && (
        <>
          <rect width="20" height="14" fill="#012169" />
          <path d="M0 0l20 14M20 0 0 14" stroke="#fff" strokeWidth="2.8" />
          <path d="M0 0l20 14M20 0 0 14" stroke="#C8102E" strokeWidth="1" />
          <path d="M10 0v14M0 7h20" stroke="#fff" strokeWidth="4.2" />
          <path d="M10 0v14M0 7h20" stroke="#C8102E" strokeWidth="2.4" />
        </>
      )}
      {code === 'de' && (
        <>
          <rect width="20" height="4.67" fill="#000" />
          <rect y="4.67" width="20" height="4.67" fill="#DD0000" />
          <rect y="9.33" width="20" height="4.67" fill="#FFCE00" />
        </>
      )}
    </svg>
  )
}
