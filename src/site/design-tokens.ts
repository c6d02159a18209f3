/** Colours that leave CSS (web manifest, theme-color meta): keep in step with styles/tokens.css. */
export const brandColors = {
  theme: '#0b3a67',
  background: '#ffffff',
} as const
