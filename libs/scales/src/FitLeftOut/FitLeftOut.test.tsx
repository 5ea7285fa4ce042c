import { leftOutOfFit } from '@facet/reports-domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderScales } from '../testing';
import { FitLeftOutList } from './FitLeftOut';

const leftOut = leftOutOfFit({
  extraversion: { min: 100, max: 150 },
  cordiality: { min: 16, max: 32 },
  gregariousness: { min: 16, max: 32 },
  pen_psychoticism: { min: 0, max: 90 },
  agreeableness_or_amiability: { min: 100, max: 160 },
});

describe('FitLeftOutList', () => {
  it('names each scale the fit leaves out, why, and the scales that count instead', async () => {
    const { container } = renderScales(<FitLeftOutList leftOut={leftOut} />);
    expect(
      screen.getByText('Not counted in this profile’s fit, so that no trait counts twice:'),
    ).toBeInTheDocument();
    const [extraversion, psychoticism] = screen.getAllByRole('listitem');
    expect(extraversion).toHaveTextContent('Extraversion');
    expect(extraversion).toHaveTextContent('Not counted in fit: its facets are set');
    expect(extraversion).toHaveTextContent('the facets set here (Warmth and Gregariousness)');
    expect(psychoticism).toHaveTextContent('Tough-mindedness (PEN P)');
    expect(psychoticism).toHaveTextContent(
      'already counts some of those answers in: Agreeableness.',
    );
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish and Portuguese', () => {
    const { unmount } = renderScales(<FitLeftOutList leftOut={leftOut} />, 'es');
    expect(screen.getAllByText('No cuenta en el ajuste: sus facetas están definidas')).toHaveLength(
      1,
    );
    expect(
      screen.getByText(/facetas definidas aquí \(Cordialidad y Sociabilidad\)/),
    ).toBeInTheDocument();
    unmount();
    renderScales(<FitLeftOutList leftOut={leftOut} />, 'pt');
    expect(
      screen.getByText('Não conta no ajuste: suas facetas estão definidas'),
    ).toBeInTheDocument();
  });

  it('shows nothing when every set scale counts', () => {
    const { container } = renderScales(<FitLeftOutList leftOut={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
