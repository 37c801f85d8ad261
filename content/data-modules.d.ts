// The data files as their modules are typed: siteDataPlugin (content/data-check.server.ts) checks
// each with its schema when it is imported, so its data has the schema's type.
declare module '*/data/site.yaml' {
  import type { SiteData } from '@content/data-schema'
  const data: SiteData
  export default data
}
declare module '*/data/domains.yaml' {
  import type { DomainsData } from '@content/data-schema'
  const data: DomainsData
  export default data
}
declare module '*/data/company.yaml' {
  import type { CompanyData } from '@content/data-schema'
  const data: CompanyData
  export default data
}
declare module '*/data/offices.yaml' {
  import type { OfficesData } from '@content/data-schema'
  const data: OfficesData
  export default data
}
declare module '*/data/client-logos.yaml' {
  import type { ClientLogosData } from '@content/data-schema'
  const data: ClientLogosData
  export default data
}
declare module '*/data/menu.yaml' {
  import type { MenuData } from '@content/data-schema'
  const data: MenuData
  export default data
}
declare module '*/data/footer.yaml' {
  import type { FooterData } from '@content/data-schema'
  const data: FooterData
  export default data
}
declare module '*/data/promises.yaml' {
  import type { PromisesData } from '@content/data-schema'
  const data: PromisesData
  export default data
}
