import { marketLabel } from './markets';

describe('marketLabel', () => {
  it('shows GO as Global whatever the name says', () => {
    expect(marketLabel('GO', 'Worldwide')).toBe('Global');
    expect(marketLabel('GO')).toBe('Global');
  });

  it('shows other codes as the country name, or the code while none is known', () => {
    expect(marketLabel('DK', 'Denmark')).toBe('Denmark');
    expect(marketLabel('XX', null)).toBe('XX');
  });
});
