import { currentNorms, percentileOfRaw } from '@facet/assessment-domain';
import { profileFit } from '@facet/reports-domain';
import { describe, expect, it } from 'vitest';
import { scoresWith } from '../testing';
import { comparisonHtml } from './comparison-html';

describe('the comparison section of the manager’s PDF', () => {
  it('gives score and range in raw points and in percentiles of the result’s norms', () => {
    const norm = currentNorms.scales.anxiety;
    const html = comparisonHtml(
      'Sales lead',
      {
        fitPercentage: 0,
        scales: [
          {
            scale: 'anxiety',
            score: 21,
            min: 4,
            max: 14,
            position: 'above',
            counted: true,
            leftOut: null,
          },
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

  it('says in the report’s language why a scale is not counted, naming the scales that are', () => {
    // Extraversion 96 is below 150..192; its facets at 16 are inside 10..20.
    const ranges = {
      extraversion: { min: 150, max: 192 },
      cordiality: { min: 10, max: 20 },
      assertiveness: { min: 10, max: 20 },
    };
    const fit = profileFit(scoresWith(16), ranges, currentNorms);
    expect(comparisonHtml('Sales lead', fit, 'en', currentNorms)).toContain(
      'Below (not counted in fit: its facets are set (Warmth and Assertiveness))</td>',
    );
    expect(comparisonHtml('Sales lead', fit, 'es', currentNorms)).toContain(
      '(no cuenta en el ajuste: sus facetas están definidas (Cordialidad y Asertividad))',
    );
    expect(comparisonHtml('Sales lead', fit, 'pt', currentNorms)).toContain(
      '(não conta no ajuste: suas facetas estão definidas (Cordialidade e Assertividade))',
    );
  });
});
