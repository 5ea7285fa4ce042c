import { currentNorms, percentileOfRaw } from '@facet/assessment-domain';
import { describe, expect, it } from 'vitest';
import { comparisonHtml } from './comparison-html';

describe('the comparison section of the manager’s PDF', () => {
  it('gives score and range in raw points and in percentiles of the result’s norms', () => {
    const norm = currentNorms.scales.anxiety;
    const html = comparisonHtml(
      'Sales lead',
      {
        fitPercentage: 0,
        scales: [
          { scale: 'anxiety', score: 21, min: 4, max: 14, position: 'above', counted: true },
        ],
      },
      'en',
      currentNorms,
    );
    expect(html).toContain('<th>Percentile</th>');
    expect(html).toContain('<th>Range in percentiles</th>');
    expect(html).toContain(
      `<td class="num">21</td><td class="num">${percentileOfRaw(21, norm)}</td><td class="num">4–14</td><td class="num">${percentileOfRaw(4, norm)}–${percentileOfRaw(14, norm)}</td>`,
    );
  });
});
