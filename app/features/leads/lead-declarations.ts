import type { TranslationKey } from '~/features/i18n/translate'

/**
 * The lead forms, declared once. Everything else is derived from these two objects: the zod
 * schema of browser and server (lead.schema.ts), the inputs (contact-form.tsx), the check of a
 * page without React (app/frame/lead-check.ts), the columns of the `leads` table (db/schema.ts,
 * from which `npx drizzle-kit generate` writes the migration), the insert (leads.server.ts), the
 * admin API and its CSV (lead-export.server.ts), the admin inbox and the company's mail
 * (delivery.server.ts). A new field is an entry in LEAD_FIELDS, its name in a form's `fields`, the
 * generated migration, and its label and message in the three locale files.
 * Only data here (what is derived from it is in lead-form.ts), and no zod or React: pages import
 * this module with their forms, and a test can declare one more field in its place.
 */

/** How a field is checked and entered: one line of text, an e-mail address, a phone number, several lines. */
export type LeadFieldType = 'text' | 'email' | 'phone' | 'multiline'

export type LeadFieldDeclaration = {
  type: LeadFieldType
  /** The name of the HTML form's input (SPEC §3: name, email, number, company, message). */
  input: string
  /** A required field refuses an empty value; an optional one stores nothing for it. */
  required: boolean
  /** Characters, counted after trimming (a <textarea>'s CR LF counts as one). */
  maxLength: number
  /** Missing, too long or otherwise wrong: this message at the field (one per field, SPEC §5). */
  message: TranslationKey
  /** An e-mail or phone field that is filled with something that is not one. */
  formatMessage?: TranslationKey
  /** The input's label on the page. */
  label: TranslationKey
  autoComplete?: string
  inputMode?: 'email' | 'tel' | 'text'
  placeholder?: TranslationKey
  /**
   * The column in the `leads` table (snake_case), and the field's name in the admin API, its CSV
   * and the database code (camelCase, CONTRACT.md's names).
   */
  column: string
  key: string
  /** The line's label in the company's notification mail (English: the inbox reads English). */
  mailLabel: string
  /**
   * Where the admin inbox shows it: with the sender (`strong` for the name, a link for an address
   * or number) or as the message.
   */
  inbox: { place: 'sender' | 'message'; link?: 'mailto' | 'tel'; strong?: boolean }
}

export const LEAD_FIELDS = {
  // The e-mail first: every lead has one (its own NOT NULL column, the reply-to of its mail).
  Email: {
    type: 'email',
    input: 'email',
    required: true,
    maxLength: 254,
    message: 'leads.errors.email',
    formatMessage: 'leads.errors.emailFormat',
    label: 'leads.contact.email',
    autoComplete: 'email',
    inputMode: 'email',
    column: 'email',
    key: 'email',
    mailLabel: 'E-mail',
    inbox: { place: 'sender', link: 'mailto' },
  },
  NameSurname: {
    type: 'text',
    input: 'name',
    required: true,
    maxLength: 100,
    message: 'leads.errors.name',
    label: 'leads.contact.name',
    autoComplete: 'name',
    column: 'name_surname',
    key: 'nameSurname',
    mailLabel: 'Name',
    inbox: { place: 'sender', strong: true },
  },
  Phone: {
    type: 'phone',
    input: 'number',
    required: true,
    maxLength: 30,
    message: 'leads.errors.phone',
    formatMessage: 'leads.errors.phoneFormat',
    label: 'leads.contact.phone',
    autoComplete: 'tel',
    inputMode: 'tel',
    // The spec's placeholder in Turkish; English and German visitors get their own number shape.
    placeholder: 'leads.contact.phonePlaceholder',
    column: 'phone',
    key: 'phone',
    mailLabel: 'Phone',
    inbox: { place: 'sender', link: 'tel' },
  },
  Company: {
    type: 'text',
    input: 'company',
    required: true,
    maxLength: 150,
    message: 'leads.errors.company',
    label: 'leads.contact.company',
    autoComplete: 'organization',
    column: 'company',
    key: 'company',
    mailLabel: 'Company',
    inbox: { place: 'sender' },
  },
  Message: {
    type: 'multiline',
    input: 'message',
    required: true,
    maxLength: 4000,
    message: 'leads.errors.message',
    label: 'leads.contact.message',
    column: 'message',
    key: 'message',
    mailLabel: 'Message',
    inbox: { place: 'message' },
  },
} as const satisfies Record<string, LeadFieldDeclaration>

export type LeadField = keyof typeof LEAD_FIELDS

/**
 * Fields beside the typed ones, which become the lead's consent: the sign-up's hidden purpose
 * (what its form promised), the application's optional, unticked box (lead-limits.ts).
 */
export type LeadExtraField = 'Purpose' | 'TalentPool'

export type LeadFormDeclaration = {
  /** The typed fields, in the order the form shows them. */
  fields: readonly LeadField[]
  extras: readonly LeadExtraField[]
  /** The JSON endpoint (CONTRACT.md names the first two). */
  endpoint: string
  /** The form element's id: the no-JavaScript answer comes back to it. */
  anchor: string
  /**
   * What a field means in this form, where it differs: its label on the page, in the mail and in the
   * inbox (`{{value}}`), and its message when it is missing.
   */
  meaning?: Partial<Record<LeadField, { label?: TranslationKey; mailLabel?: string; inboxLabel?: TranslationKey; message?: TranslationKey }>>
  /** The company mail: the kind in words, and its subject (`{sender}` is the name, else the e-mail; `{Field}` a field's value). */
  mail: { kind: string; subject: string }
}

const CONTACT_FIELDS = ['NameSurname', 'Email', 'Phone', 'Company', 'Message'] as const

export const LEAD_FORMS = {
  email: {
    fields: ['Email'],
    extras: ['Purpose'],
    endpoint: '/api/v1/Site/ContactEmail/Create',
    anchor: 'email-signup',
    mail: { kind: 'e-mail sign-up', subject: 'New e-mail sign-up: {Email}' },
  },
  form: {
    fields: CONTACT_FIELDS,
    extras: [],
    endpoint: '/api/v1/Site/ContactForm/Create',
    anchor: 'contact-form',
    mail: { kind: 'contact form', subject: 'New contact form message from {sender}' },
  },
  // A job application's company field holds the position, filled in from the job ad.
  application: {
    fields: CONTACT_FIELDS,
    extras: ['TalentPool'],
    endpoint: '/api/v1/Site/Application/Create',
    anchor: 'apply',
    meaning: {
      Company: { label: 'leads.application.position', mailLabel: 'Position', inboxLabel: 'leads.application.positionValue' },
      Message: { label: 'leads.application.coverLetter', message: 'leads.errors.coverLetter' },
    },
    mail: { kind: 'job application', subject: 'New job application from {sender}: {Company}' },
  },
  partner: {
    fields: CONTACT_FIELDS,
    extras: [],
    endpoint: '/api/v1/Site/Partner/Create',
    anchor: 'partner-form',
    mail: { kind: 'partner request', subject: 'New partner request from {sender} ({Company})' },
  },
} as const satisfies Record<string, LeadFormDeclaration>

export type LeadIntent = keyof typeof LEAD_FORMS
