import { color, fontWeights, navigationSizes, space } from '@ottilia/shared-ui';
import type { Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/use-translation';
import { SIDE_NAVIGATION_ID } from './side-navigation';

/** Shown instead of the side navigation when the screen is not large; the menu button opens it. */
export function TopBar({
  navigationOpen,
  onMenu,
  menuButtonRef,
}: {
  navigationOpen: boolean;
  onMenu(): void;
  menuButtonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  return (
    <Bar>
      <MenuButton ref={menuButtonRef} type="button" aria-expanded={navigationOpen} aria-controls={SIDE_NAVIGATION_ID} onClick={onMenu}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
          <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
        <span>{t('nav.openMenu')}</span>
      </MenuButton>
      <Brand>Ottilia</Brand>
    </Bar>
  );
}

const Bar = styled.header`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${space(16)};
  height: ${navigationSizes.itemHeight}px;
  padding: 0 ${space(16)};
  background: ${color('primary')};
  color: ${color('onPrimary')};
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(8)};
  padding: ${space(8)};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const Brand = styled.span`
  font-weight: ${fontWeights.black};
`;
