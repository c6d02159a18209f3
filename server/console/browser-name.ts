/**
 * A short description of a browser from its User-Agent, such as "Chrome on Android", for the list
 * of one's sessions. Only the family and the platform: no versions, no device model.
 */
const browsers: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]
const platforms: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

export function browserName(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').slice(0, 512)
  const browser = browsers.find(([pattern]) => pattern.test(agent))?.[1]
  const platform = platforms.find(([pattern]) => pattern.test(agent))?.[1]
  if (browser === undefined && platform === undefined) return 'Unknown browser'
  if (platform === undefined) return browser ?? 'Unknown browser'
  return `${browser ?? 'A browser'} on ${platform}`
}
