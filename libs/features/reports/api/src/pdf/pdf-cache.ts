/**
 * Rendered PDFs by key (result, language, profile, template version; DESIGN §6), least recently
 * used first out. Reports are generated from stored scores, so an entry never goes stale while
 * its key holds; a wording or template change changes the key. Renders of the same key that
 * overlap share one render.
 */
export class PdfCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(private readonly maximumEntries: number) {}

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  async getOrRender(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.entries.get(key);
    if (cached) {
      // Re-inserting moves the key to the newest end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const rendering = render()
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
