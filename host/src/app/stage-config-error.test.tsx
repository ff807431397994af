import { StageConfigError } from '@ottilia/shared-auth';
import { render, screen } from '@testing-library/react';
import { initI18n } from '../i18n/i18n';
import { StageConfigErrorScreen } from './stage-config-error';

describe('StageConfigErrorScreen', () => {
  it('tells users the product is unavailable and deployers what the configuration lacks', () => {
    initI18n();
    render(<StageConfigErrorScreen error={new StageConfigError('prd', ['apiBaseUrl: missing', 'appUrl: invalid ("x")'])} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("We'll be right back");
    const details = screen.getByRole('region', { name: 'The prd configuration (env-config.json, "stageConfig") is incomplete:' });
    expect(details).toHaveTextContent('apiBaseUrl: missing');
    expect(details).toHaveTextContent('appUrl: invalid ("x")');
  });
});
