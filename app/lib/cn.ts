import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Deliberately without tailwind-merge (9 KB gzip on every page): components
 * here never pass conflicting utilities, callers add classes rather than override them.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
