import { api } from './api';

/** Saves a file through a temporary link, as the browser's own download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // Revoked a moment later: some browsers still read the address after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves a PDF the API answered as base64 (the company's documents, `pdfBase64`). */
export function savePdfBase64(base64: string, fileName: string): void {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: 'application/pdf' }), fileName);
}

/** The file name an attachment's `Content-Disposition` gives, the UTF-8 form first. */
export function attachmentFilename(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

async function saveAttachment(response: Response): Promise<{ filename: string }> {
  const filename = attachmentFilename(response.headers.get('content-disposition'), 'export');
  saveBlob(await response.blob(), filename);
  return { filename };
}

/**
 * A file the API sends as an attachment (the exports), fetched with the signed-in token and
 * saved by the browser. The access token lives in memory, so a plain link to the file could not
 * carry it; the store keeps only the file's name.
 */
export const fileDownloadApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadFile: build.mutation<{ filename: string }, string>({
      query: (path) => ({
        url: path,
        responseHandler: (response) => (response.ok ? saveAttachment(response) : response.json()),
      }),
    }),
  }),
});

export const { useDownloadFileMutation } = fileDownloadApi;
