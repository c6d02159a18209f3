/**
 * The web manifest's share target: a CV shared from another app to the installed app arrives as a
 * multipart POST here. The manifest declares it, the service worker answers it, and the server
 * answers it too when no service worker is there.
 */
export const shareTarget = {
  action: '/share-target/',
  /** The form field the shared file comes in. */
  fileField: 'cv',
  /** Where a share lands, answered with 303 so the POST is not sent again on reload. */
  landing: '/job-openings',
} as const
