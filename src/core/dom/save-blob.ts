/** Saves a Blob under `fileName` through a temporary object URL, released once the click has started the download. */
export function saveBlob(blob: Blob, fileName: string, host: HTMLElement): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  host.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
