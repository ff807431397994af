import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { connectReactI18next, initI18n } from './i18n';

/** A remote page translating with react-i18next, as the remotes do through the shared singleton. */
function RemotePage() {
  const { t } = useTranslation();
  return <p>{t('nav.home')}</p>;
}

describe('connectReactI18next', () => {
  it('lets remote pages translate with react-i18next through the host instance', async () => {
    initI18n();
    await connectReactI18next();
    render(<RemotePage />);
    expect(screen.getByText('Home')).toBeInTheDocument();
  });
});
