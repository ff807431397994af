import { useAuth, useCurrentUser } from '@ottilia/shared-auth';
import { color, fontSizes, fontWeights, navigationSizes, space } from '@ottilia/shared-ui';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useTranslation } from '../../i18n/use-translation';
import { loadedManifests, useRemoteRoutes } from '../../remotes/route-manifests';
import { openCookieManager } from './cookie-manager';
import { profileLinks } from './profile-links';

/**
 * Display name and main role; opens the profile actions (spec section 2): the remotes' links
 * (the user's own profile), then Sign out and Manage Cookies; below them `environments` (the
 * environments list of spec section 3, rendered only while open).
 */
export function ProfileMenu({ environments }: { environments?: ReactNode }) {
  const { t } = useTranslation();
  const { me, mainRoleLabel, can } = useCurrentUser();
  const { signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const links = profileLinks(loadedManifests(useRemoteRoutes()), me, can);
  if (!me) return null;
  return (
    <Profile>
      <Toggle type="button" aria-expanded={open} aria-controls="profile-actions" onClick={() => setOpen(!open)}>
        <Name>{me.displayName}</Name>
        <Role>{mainRoleLabel}</Role>
      </Toggle>
      {open && (
        <Actions id="profile-actions" aria-label={t('profile.menu')}>
          {links.map((link) => (
            <li key={link.id}>
              <ActionLink to={link.to} onClick={() => setOpen(false)}>
                {link.label}
              </ActionLink>
            </li>
          ))}
          <li>
            <ActionButton type="button" onClick={() => void signOut()}>
              {t('profile.signOut')}
            </ActionButton>
          </li>
          <li>
            <ActionButton
              type="button"
              onClick={() => {
                setOpen(false);
                openCookieManager();
              }}
            >
              {t('profile.manageCookies')}
            </ActionButton>
          </li>
        </Actions>
      )}
      {open && environments}
    </Profile>
  );
}

const Profile = styled.div`
  border-bottom: 1px solid ${color('onPrimary')};
`;

const row = css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${navigationSizes.itemHeight}px;
  padding: 0 ${space(16)};
  border: 0;
  background: none;
  color: ${color('onPrimary')};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;

const Toggle = styled.button`
  ${row};
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  padding-block: ${space(8)};
`;

const Name = styled.span`
  font-weight: ${fontWeights.bold};
`;

const Role = styled.span`
  font-size: ${fontSizes.small}px;
`;

const Actions = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ActionLink = styled(Link)`
  ${row};
  padding-inline-start: ${space(32)};
`;

const ActionButton = styled.button`
  ${row};
  padding-inline-start: ${space(32)};
`;
