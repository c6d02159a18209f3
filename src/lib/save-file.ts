/** Saves a file the page downloaded (a JSON export, a CV) on the device, through a temporary link. */
export function saveFile(file: { blob: Blob; name: string }): void {
  const url = URL.createObjectURL(file.blob)
  const link = document.createElement('a')
  link.href = url
  link.download = file.name
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has started the download from the link; the object URL can go once it has surely read it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}
