import { renderWithProviders } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { publicSiteCatalogue } from '../../messages';
import { SystemStatusView } from './SystemStatusView';

describe('SystemStatusView', () => {
  it('says which part is down and lets the person check again', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <SystemStatusView
        api="operational"
        database="unavailable"
        version="0.1.0"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByTestId('api-status')).toHaveTextContent('Operational');
    expect(screen.getByTestId('database-status')).toHaveTextContent('Unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks Spanish when the language is Spanish', () => {
    renderWithProviders(
      <SystemStatusView api="checking" database="checking" onRetry={() => undefined} />,
      {
        language: 'es',
        messages: publicSiteCatalogue.byLanguage.es,
      },
    );
    expect(screen.getByRole('heading', { name: 'Estado del sistema' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comprobar de nuevo' })).toBeDisabled();
  });
});
