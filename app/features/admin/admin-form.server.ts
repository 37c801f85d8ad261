import { declaresUtf8 } from '~/lib/server/request-body.server'

/** An admin form holds ids, three choices and at most one note: anything much larger is no such form. */
const BODY_LIMIT_BYTES = 16 * 1024

/**
 * The body of an admin page's form post, or undefined when it cannot be one (too large, not
 * UTF-8, not form data): the caller answers with its translated 400, never a 5xx.
 */
export async function readAdminForm(request: Request): Promise<FormData | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > BODY_LIMIT_BYTES || !declaresUtf8(request.headers.get('content-type'))) return undefined
  try {
    return await request.formData()
  } catch {
    return undefined
  }
}
