import { ThemeProvider } from '@ottilia/shared-ui';
import { act, render, screen } from '@testing-library/react';
import { ShowTogether, SHOW_ANYWAY_MS, useReportReady } from './show-together';

function Section({ id, ready }: { id: string; ready: boolean }) {
  useReportReady(id, ready);
  return <section aria-label={id}>{ready ? 'filled' : 'loading'}</section>;
}

function Home({ news, languages }: { news: boolean; languages: boolean }) {
  return (
    <ThemeProvider>
      <ShowTogether loadingLabel="Loading">
        <Section id="news" ready={news} />
        <Section id="languages" ready={languages} />
      </ShowTogether>
    </ThemeProvider>
  );
}

describe('ShowTogether', () => {
  it('keeps the sections hidden under one loading line until every first read is in, then shows them at once', () => {
    const { rerender } = render(<Home news={false} languages={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('region', { name: 'news' })).not.toBeInTheDocument();

    rerender(<Home news languages={false} />);
    // the filled section is laid out but not shown: the other one would push it when it fills
    expect(screen.queryByRole('region', { name: 'news' })).not.toBeInTheDocument();

    rerender(<Home news languages />);
    expect(screen.getByRole('region', { name: 'news' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'languages' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not hold the sections back longer than SHOW_ANYWAY_MS for a slow read', () => {
    jest.useFakeTimers();
    try {
      render(<Home news languages={false} />);
      act(() => jest.advanceTimersByTime(SHOW_ANYWAY_MS));
      expect(screen.getByRole('region', { name: 'news' })).toBeVisible();
      expect(screen.getByRole('region', { name: 'languages' })).toHaveTextContent('loading');
    } finally {
      jest.useRealTimers();
    }
  });
});
