import { useNonce } from '~/lib/nonce'

/**
 * A section's own behaviour: a small classic script (app/section-scripts, bundled on its own with
 * Vite's `?worker&url`), loaded only by pages that show the section. `async`: React puts it in the
 * head once, however many sections ask for it, and it starts on what is parsed so far.
 */
export function SectionScript({ src }: { src: string }) {
  const nonce = useNonce()
  return <script async src={src} nonce={nonce || undefined} />
}
