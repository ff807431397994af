import { useCurrentUser } from '@ottilia/shared-auth';
import { color, fontWeights, layers, media, navigationSizes, space, useModalDialog, VisuallyHidden } from '@ottilia/shared-ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { activeNavIds, isGroup, usePortalNav, visibleNavItems } from '../../config/nav-items';
import { useTranslation } from '../../i18n/use-translation';
import { useRemoteRoutes } from '../../remotes/route-manifests';
import { ProfileMenu } from './profile-menu';

export const SIDE_NAVIGATION_ID = 'side-navigation';

interface Props {
  /** Behind the top bar (screens that are not large); shown only while open. */
  collapsible: boolean;
  open: boolean;
  onClose(): void;
  /** Opens the command palette. */
  onSearch?(): void;
  /** Shown in the open profile menu: the environments list. */
  environments?: ReactNode;
}

/** Side navigation of spec section 2: the entries the user's permissions allow, in order. */
export function SideNavigation({ collapsible, open, onClose, onSearch, environments }: Props) {
  const { t } = useTranslation();
  // while the user's record cannot be read, the entries of the roles last read (not just Home and Tutorials)
  const { lastKnownCan, me, error: userError } = useCurrentUser();
  const { pathname } = useLocation();
  const nav = usePortalNav();
  const active = activeNavIds(pathname, nav);
  // The profile and the entries depend on the user (and the entries on the remotes' manifests):
  // they show once known, whole, rather than growing while the page loads (issue 37); the list is
  // last, so it pushes nothing when it comes. A remote slower than NAV_WAIT_MS does not hold it back.
  const userKnown = me !== undefined || userError !== undefined;
  const remotes = useRemoteRoutes();
  // a remote still loading is known from the composition's copy of its manifest, when it has one
  const entriesKnown = useKnownOrLate(remotes.every((remote) => remote.status !== 'loading' || remote.known !== undefined)) && userKnown;

  // On screens that are not large the navigation is a drawer: a modal dialog over the page, which
  // the browser makes inert. Focus starts on Close menu; Escape closes it like that button.
  const closeRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDialogElement>(null);
  useModalDialog(drawerRef, collapsible && open, { onEscape: onClose, initialFocus: () => closeRef.current });

  const panel = (
    <Panel id={SIDE_NAVIGATION_ID} aria-label={t('nav.label')} $collapsible={collapsible}>
      {/* on small screens the open navigation covers the page: nothing outside to click */}
      {collapsible && (
        <CloseButton ref={closeRef} type="button" onClick={onClose}>
          {t('nav.closeMenu')}
        </CloseButton>
      )}
      {userKnown && <ProfileMenu environments={environments} />}
      {userKnown && onSearch && (
        <SearchButton type="button" onClick={onSearch} aria-keyshortcuts="Control+K Meta+K">
          {t('palette.open')}
          <Shortcut aria-hidden="true">Ctrl K</Shortcut>
        </SearchButton>
      )}
      {entriesKnown && (
        <List>
          {visibleNavItems(nav.items, lastKnownCan).map((item) => (
            <li key={item.id}>
              {item.external ? (
                <ItemAnchor href={item.to} target="_blank" rel="noopener noreferrer">
                  {item.label}
                  <VisuallyHidden> {t('nav.opensInNewTab')}</VisuallyHidden>
                </ItemAnchor>
              ) : (
                <ItemLink to={item.to} aria-current={active.item === item.id ? (isGroup(item) ? 'true' : 'page') : undefined}>
                  {item.label}
                </ItemLink>
              )}
              {isGroup(item) && active.item === item.id && (
                <List>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <SubItemLink to={child.to} aria-current={active.subItem === child.id ? 'page' : undefined}>
                        {child.label}
                      </SubItemLink>
                    </li>
                  ))}
                </List>
              )}
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
  if (!collapsible) return panel;
  return (
    <Drawer ref={drawerRef} aria-label={t('nav.label')}>
      <Backdrop data-testid="navigation-backdrop" onClick={onClose} />
      {panel}
    </Drawer>
  );
}

/** The navigation's entries wait at most this long for the remotes' manifests. */
export const NAV_WAIT_MS = 2000;

/** True once `known`, or NAV_WAIT_MS after the first render, whichever comes first. */
function useKnownOrLate(known: boolean): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (known) return undefined;
    const timer = setTimeout(() => setLate(true), NAV_WAIT_MS);
    return () => clearTimeout(timer);
  }, [known]);
  return known || late;
}

// The drawer's <dialog> covers the viewport and shows nothing itself: the backdrop and the panel inside do.
const Drawer = styled.dialog`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  overflow: hidden;

  &::backdrop {
    background: transparent;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layers.modalOverlay};
  background: ${color('backdrop')};
`;

const Panel = styled.nav<{ $collapsible: boolean }>`
  flex: none;
  width: ${navigationSizes.desktopWidth}px;
  height: 100%;
  overflow-y: auto;
  background: ${color('primary')};
  color: ${color('onPrimary')};

  ${({ $collapsible }) =>
    $collapsible &&
    css`
      position: fixed;
      inset: 0 auto 0 0;
      z-index: ${layers.modal};
      width: ${navigationSizes.mobileWidth}px;
      max-width: 100%;

      ${media.small} {
        width: ${navigationSizes.smallWidth};
      }
    `}

`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const item = css`
  display: flex;
  align-items: center;
  height: ${navigationSizes.itemHeight}px;
  padding: 0 ${space(16)};
  color: ${color('onPrimary')};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  &[aria-current] {
    font-weight: ${fontWeights.bold};
    background: ${color('secondary')};
    color: ${color('onSecondary')};
  }
`;

const ItemLink = styled(Link)`
  ${item};
`;

const SubItemLink = styled(Link)`
  ${item};
  padding-inline-start: ${space(32)};
`;

const ItemAnchor = styled.a`
  ${item};
`;

const SearchButton = styled.button`
  ${item};
  justify-content: space-between;
  width: 100%;
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
`;

const Shortcut = styled.kbd`
  padding: 0 ${space(4)};
  border: 1px solid currentColor;
  border-radius: 4px;
  font: inherit;
  font-size: 0.875em;
`;

const CloseButton = styled.button`
  ${item};
  width: 100%;
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
`;
