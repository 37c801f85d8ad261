import { CLIENT_LOGO_SIZE, type ClientLogo } from '@content/client-logos'

/**
 * Both variants are in the HTML and CSS shows the one for the current theme (`data-theme` is set
 * before paint, so there is no flicker). Lazy loading keeps the hidden variant from downloading.
 */
export function ClientLogoImage({ logo }: { logo: ClientLogo }) {
  const common = { ...CLIENT_LOGO_SIZE, alt: logo.name, loading: 'lazy' as const, decoding: 'async' as const }
  return (
    <div className="flex h-[60px] items-center justify-center" data-slot="client-logo">
      <img src={logo.lightImage} {...common} data-variant="light" className="h-[60px] w-auto max-w-full object-contain dark:hidden" />
      <img src={logo.darkImage} {...common} data-variant="dark" className="hidden h-[60px] w-auto max-w-full object-contain dark:block" />
    </div>
  )
}
