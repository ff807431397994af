import i18next from 'i18next';
import { NS } from '../i18n/strings';
import { marketLabel } from './markets';

const t = i18next.getFixedT('en', NS);

describe('marketLabel', () => {
  it('shows GO as Global whatever the name says', () => {
    expect(marketLabel(t, 'GO', 'Worldwide')).toBe('Global');
    expect(marketLabel(t, 'GO')).toBe('Global');
  });

  it('shows other codes as the country name, or the code while none is known', () => {
    expect(marketLabel(t, 'DK', 'Denmark')).toBe('Denmark');
    expect(marketLabel(t, 'XX', null)).toBe('XX');
  });
});
