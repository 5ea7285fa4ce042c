import { PdfCache } from './pdf-cache';
import { PdfRenderer } from './pdf-renderer';

/** What a PDF call needs: a renderer (one warm Chromium) and a cache of printed PDFs. */
export interface PdfDocumentContext {
  renderer: PdfRenderer;
  cache: PdfCache;
  /** Whether the plugin started the renderer, and so closes it when the server stops. */
  ownsRenderer: boolean;
}

export interface PdfDocumentOptions {
  /** The server's shared renderer; without one the plugin starts its own. */
  renderer?: PdfRenderer;
  chromiumPath?: string;
  cacheEntries?: number;
}

/** A plugin's document context: the shared renderer or one of its own, and its own cache. */
export function pdfDocumentContext(
  options: PdfDocumentOptions,
  defaultCacheEntries: number,
): PdfDocumentContext {
  return {
    renderer:
      options.renderer ?? new PdfRenderer({ executablePath: options.chromiumPath, poolSize: 2 }),
    cache: new PdfCache(options.cacheEntries ?? defaultCacheEntries),
    ownsRenderer: options.renderer === undefined,
  };
}
