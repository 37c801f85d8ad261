import type { FAQPage, WithContext } from 'schema-dts'
import { SCHEMA_CONTEXT } from './json-ld'

/** A page of questions and answers. */
export function faqJsonLd(questions: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
  }
}
