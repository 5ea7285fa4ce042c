import { describe, expect, it } from 'vitest';
import { attachmentFilename } from './file-download';

describe('attachmentFilename', () => {
  it('prefers the UTF-8 name, then the ASCII one, then the fallback', () => {
    expect(
      attachmentFilename(
        `attachment; filename="clasificacion.csv"; filename*=UTF-8''clasificaci%C3%B3n.csv`,
        'export',
      ),
    ).toBe('clasificación.csv');
    expect(attachmentFilename('attachment; filename="ranking.xlsx"', 'export')).toBe(
      'ranking.xlsx',
    );
    expect(attachmentFilename(null, 'export')).toBe('export');
  });
});
