import { ThemeProvider } from '@ottilia/shared-ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../i18n/i18n';
import EnvironmentsList, { environmentsHere } from './environments-list';
import { readOpenPreviews, rememberOpenPreview } from './open-previews';

beforeEach(() => window.localStorage.clear());

describe('environments list', () => {
  it("on the portal: this stage's portal is current, each open preview opens through its origin and can be forgotten", async () => {
    rememberOpenPreview('7');
    rememberOpenPreview('42');
    initI18n();
    render(
      <ThemeProvider>
        <EnvironmentsList />
      </ThemeProvider>,
    );
    const list = screen.getByRole('region', { name: 'Environments' });
    expect(within(list).getByText('Portal (dev)').closest('[aria-current]')).toHaveAttribute('aria-current', 'true');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Preview #42', 'https://pr-42.preview.localhost:1847/home'],
      ['Preview #7', 'https://pr-7.preview.localhost:1847/home'],
    ]);
    await userEvent.click(within(list).getByRole('button', { name: 'Forget preview #42' }));
    expect(within(list).queryByRole('link', { name: 'Preview #42' })).not.toBeInTheDocument();
    expect(readOpenPreviews()).toEqual(['7']);
    await userEvent.click(within(list).getByRole('button', { name: 'Forget preview #7' }));
    expect(within(list).getByText(/No preview opened yet/)).toBeVisible();
  });

  it('on a preview host: the portal to go back to, and the preview itself as current', () => {
    rememberOpenPreview('7');
    expect(environmentsHere('https://pr-42.preview.localhost:1847')).toEqual([
      { kind: 'portal', href: 'https://localhost:1847/home', current: false },
      { kind: 'preview', id: '42', href: 'https://pr-42.preview.localhost:1847/home', current: true },
    ]);
  });

  it('leaves out stored ids that are not preview ids', () => {
    window.localStorage.setItem('ottilia.openPreviews', JSON.stringify(['42', 'evil.example', 7]));
    expect(environmentsHere('https://localhost:1847').map((environment) => environment.id ?? 'portal')).toEqual(['portal', '42']);
  });
});
