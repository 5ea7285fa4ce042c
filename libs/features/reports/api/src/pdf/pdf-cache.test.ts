import { describe, expect, it, vi } from 'vitest';
import { PdfCache } from './pdf-cache';

describe('PdfCache', () => {
  it('renders a key once and serves it from memory afterwards', async () => {
    const cache = new PdfCache(2);
    const render = vi.fn(async () => Buffer.from('%PDF-a'));
    await cache.getOrRender('a', render);
    await cache.getOrRender('a', render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('shares one render between overlapping requests of the same key', async () => {
    const cache = new PdfCache(2);
    const render = vi.fn(async () => Buffer.from('%PDF-a'));
    await Promise.all([cache.getOrRender('a', render), cache.getOrRender('a', render)]);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used entry beyond its size', async () => {
    const cache = new PdfCache(2);
    const render = async () => Buffer.from('%PDF');
    await cache.getOrRender('a', render);
    await cache.getOrRender('b', render);
    await cache.getOrRender('a', render);
    await cache.getOrRender('c', render);
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
    expect(cache.size).toBe(2);
  });
});
