import { shareTarget } from '../src/contracts/share-target'
import { keepSharedCv } from '../src/features/careers/shared-cv'

/** The share target's paths: the manifest's action, with or without its trailing slash. */
export function isShareTarget(pathname: string): boolean {
  return pathname.replace(/\/?$/, '/') === shareTarget.action
}

/**
 * A CV shared from another app: its first file is kept on this device (or why it cannot be used),
 * then the job list opens with a 303, so reloading it never posts the file again.
 */
export async function answerShare(request: Request): Promise<Response> {
  // Read the multipart body; a body that is not a form counts as a share without a file.
  let file: File | null = null
  try {
    const form = await request.formData()
    file = form.getAll(shareTarget.fileField).find((value): value is File => value instanceof File) ?? null
  } catch (error) {
    console.warn('The share was not a form', error)
  }
  // Keep it in IndexedDB; if storage refuses, the list still opens, without a banner.
  try {
    await keepSharedCv(file)
  } catch (error) {
    console.warn('Could not keep the shared file', error)
  }
  // Open the job list, where the banner offers the file.
  return Response.redirect(new URL(shareTarget.landing, request.url).href, 303)
}
