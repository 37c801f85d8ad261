import type { ReactNode, SVGProps } from 'react'

/** The five networks of the contact page's follower list (SPEC §2), in this order. */
export const FOLLOWER_NETWORKS = ['facebook', 'instagram', 'dribbble', 'twitter', 'youtube'] as const
export type FollowerNetwork = (typeof FOLLOWER_NETWORKS)[number]

// Own simplified brand marks (lucide-react no longer ships brand icons), drawn on lucide's 24 px grid.
const PATHS: Record<FollowerNetwork, ReactNode> = {
  facebook: <path d="M15 3h-2.5A4.5 4.5 0 0 0 8 7.5V10H5.5v4H8v7h4v-7h3l1-4h-4V7.5a1 1 0 0 1 1-1h2z" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  dribbble: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.6 3.7c3 3.8 5.6 9.4 6.9 16.5M3.1 10.5c5.3.3 10.9-.7 14.6-4.3M5.5 18.5c3.5-4.8 8.9-6.4 15.3-5" />
    </>
  ),
  twitter: <path d="M4 4h4.5L20 20h-4.5zM4 20l6.6-7.2M20 4l-6.4 7" />,
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
}

export function SocialIcon({ network, ...props }: { network: FollowerNetwork } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      {PATHS[network]}
    </svg>
  )
}
