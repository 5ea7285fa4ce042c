import { describe, expect, it, vi } from 'vitest';
import { documentCacheKey, PdfCache } from './pdf-cache';

const countingPrinter = () => ({
  render: vi.fn(async (html: string) => Buffer.from(`%PDF-${html}`)),
});

describe('PdfCache', () => {
  it('prints a document once and serves it from memory afterwards', async () => {
    const cache = new PdfCache(2);
    const printer = countingPrinter();
    await cache.print(printer, '<p>a</p>');
    const again = await cache.print(printer, '<p>a</p>');
    expect(printer.render).toHaveBeenCalledTimes(1);
    expect(again.toString()).toBe('%PDF-<p>a</p>');
  });

  it('prints again as soon as any printed value differs, a renamed person included', async () => {
    const cache = new PdfCache(2);
    const printer = countingPrinter();
    await cache.print(printer, '<dd>Joao Employee</dd>');
    const renamed = await cache.print(printer, '<dd>Joao Rectified</dd>');
    expect(printer.render).toHaveBeenCalledTimes(2);
    expect(renamed.toString()).toContain('Joao Rectified');
  });

  it('shares one print between overlapping requests of the same document', async () => {
    const cache = new PdfCache(2);
    const printer = countingPrinter();
    await Promise.all([cache.print(printer, '<p>a</p>'), cache.print(printer, '<p>a</p>')]);
    expect(printer.render).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used document beyond its size', async () => {
    const cache = new PdfCache(2);
    const printer = countingPrinter();
    await cache.print(printer, 'a');
    await cache.print(printer, 'b');
    await cache.print(printer, 'a');
    await cache.print(printer, 'c');
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
    expect(cache.size).toBe(2);
  });

  it('keys a document by a fixed-length hash of its whole HTML', () => {
    expect(documentCacheKey('x'.repeat(100_000))).toHaveLength(43);
    expect(documentCacheKey('<p>a</p>')).not.toBe(documentCacheKey('<p>a</p> '));
  });
});
