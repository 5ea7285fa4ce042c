import { createHash } from 'node:crypto';

/** What prints a document: the warm Chromium (`PdfRenderer`) or anything with its shape. */
export interface DocumentPrinter {
  render(html: string): Promise<Buffer>;
}

/**
 * The cache key of a document: a hash of the exact HTML Chromium prints. Every value on the page
 * (the person's name, the profile's name and ranges, the report wording, the norms, the layout)
 * is part of that HTML, so a change to any of them, a rectified name included, is a new key and
 * is printed at once; nothing has to remember to invalidate an entry.
 */
export function documentCacheKey(html: string): string {
  return createHash('sha256').update(html).digest('base64url');
}

/**
 * Printed PDFs by the hash of their HTML (`documentCacheKey`), least recently used first out.
 * Prints of the same document that overlap share one render.
 */
export class PdfCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(private readonly maximumEntries: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** Whether the PDF of exactly this HTML is kept. */
  has(html: string): boolean {
    return this.entries.has(documentCacheKey(html));
  }

  /** The PDF of `html`, printed by `printer` unless the same document was printed before. */
  async print(printer: DocumentPrinter, html: string): Promise<Buffer> {
    const key = documentCacheKey(html);
    const cached = this.entries.get(key);
    if (cached) {
      // Re-inserting moves the key to the newest end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const rendering = printer
      .render(html)
      .then((pdf) => {
        this.entries.set(key, pdf);
        while (this.entries.size > this.maximumEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest === undefined) break;
          this.entries.delete(oldest);
        }
        return pdf;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, rendering);
    return rendering;
  }
}
