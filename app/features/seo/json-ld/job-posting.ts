import type { JobPosting, WithContext } from 'schema-dts'
import type { SiteSeo } from '../seo'
import { SCHEMA_CONTEXT } from './json-ld'

/** One open position, as search engines list jobs. */
export function jobPostingJsonLd(job: {
  title: string
  description: string
  datePosted: string
  validThrough?: string
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'INTERN'
  locality: string
  countryCode: string
  remote?: boolean
  hiringOrganization: SiteSeo
}): WithContext<JobPosting> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: job.hiringOrganization.companyName, sameAs: `${job.hiringOrganization.origin}/` },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.locality, addressCountry: job.countryCode } },
    ...(job.remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
  }
}
