import { describe, expect, it, vi } from 'vitest';
import { defineCatalogue } from './catalogue';
import { createCatalogueRegistry } from './catalogue-registry';

const shell = defineCatalogue('shell', { title: { en: 'Facet', es: 'Facet', pt: 'Facet' } });
const area = defineCatalogue('area', { save: { en: 'Save', es: 'Guardar', pt: 'Salvar' } });

describe('createCatalogueRegistry', () => {
  it('merges catalogues as they are added and tells its listeners', () => {
    const registry = createCatalogueRegistry();
    const listener = vi.fn();
    registry.subscribe(listener);
    registry.add(shell);
    expect(registry.getMessages().es).toEqual({ 'shell.title': 'Facet' });
    registry.add(area);
    expect(registry.getMessages().es).toEqual({ 'shell.title': 'Facet', 'area.save': 'Guardar' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('skips a catalogue added twice, keeping the same messages object', () => {
    const registry = createCatalogueRegistry();
    registry.add(shell, area);
    const before = registry.getMessages();
    registry.add(area, area);
    expect(registry.getMessages()).toBe(before);
  });

  it('refuses another catalogue that declares an id already loaded', () => {
    const registry = createCatalogueRegistry();
    registry.add(shell);
    const copy = defineCatalogue('shell', { title: { en: 'Other', es: 'Otro', pt: 'Outro' } });
    expect(() => registry.add(copy)).toThrow(/declared twice/);
    expect(registry.getMessages().en).toEqual({ 'shell.title': 'Facet' });
  });
});
