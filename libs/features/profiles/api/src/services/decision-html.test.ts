import { currentNorms } from '@facet/assessment-domain';
import { resultDecisionOf } from '@facet/profiles-domain';
import { describe, expect, it } from 'vitest';
import { scoresWith } from '../testing';
import { decisionHtml } from './decision-html';

const result = { scores: scoresWith(16), norms: currentNorms, validity: 'valid' as const };

describe('the decision the company’s PDF leads with', () => {
  it('keeps a hostile profile name as text', () => {
    const decision = resultDecisionOf(result, { anxiety: { min: 10, max: 20 } });
    const html = decisionHtml('<script>alert(1)</script>', decision, 'en', currentNorms);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Fit with “&lt;script&gt;alert(1)&lt;/script&gt;”');
  });

  it('draws the meter to the fit score and lists the scales outside first', () => {
    const decision = resultDecisionOf(result, {
      anxiety: { min: 10, max: 20 },
      extraversion: { min: 0, max: 50 },
    });
    const html = decisionHtml('Sales', decision, 'en', currentNorms);
    expect(html).toContain(
      `<div class="fit-meter-fill" style="width: ${decision.fitScore!.score}%">`,
    );
    const rows = [...html.matchAll(/<div class="fit-row" data-position="(\w+)">/g)].map(
      (row) => row[1],
    );
    expect(rows).toEqual(['above', 'inside']);
    expect(html).not.toContain('error');
  });

  it('says the profile sets nothing to compare with, rather than a fit of 0', () => {
    const decision = resultDecisionOf(result, {});
    const html = decisionHtml('Empty', decision, 'es', currentNorms);
    expect(html).toContain('El perfil no define rangos con los que comparar.');
    expect(html).not.toContain('class="fit-meter"');
  });
});
