import { act, render, screen } from '@testing-library/react';
import { mediaQueries } from '../tokens';
import { installMatchMedia, removeMatchMedia } from '../test-support/match-media';
import { useMediaQuery } from './use-media-query';

function Probe() {
  return <p>{useMediaQuery(mediaQueries.small) ? 'small' : 'wide'}</p>;
}

describe('useMediaQuery', () => {
  afterEach(removeMatchMedia);

  it('reports no match where matchMedia does not exist', () => {
    expect(window.matchMedia).toBeUndefined();
    render(<Probe />);
    expect(screen.getByText('wide')).toBeInTheDocument();
  });

  it('follows the query as it starts and changes, and unsubscribes on unmount', () => {
    const media = installMatchMedia(true);
    const { unmount } = render(<Probe />);
    expect(media.matchMedia).toHaveBeenCalledWith('(max-width: 768px)');
    expect(screen.getByText('small')).toBeInTheDocument();
    act(() => media.set(false));
    expect(screen.getByText('wide')).toBeInTheDocument();
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
