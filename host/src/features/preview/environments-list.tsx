/**
 * The environments list of spec section 3's client state: the portal of this stage and the
 * preview hosts this browser opened through the round trip (spec section 4), in the profile menu.
 * Opening a preview is a plain link to its origin: with no token there yet, the preview starts the
 * round trip itself, which brings its token back from this portal. On a preview host it lists the
 * stage's portal and the preview itself (what other previews were opened is the portal's to know).
 */
import { getStageConfig } from '@ottilia/shared-auth';
import { previewIdOf, previewOrigin } from '@ottilia/shared-auth/preview-hosts';
import { color, fontSizes, fontWeights, navigationSizes, space } from '@ottilia/shared-ui';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from '../../i18n/use-translation';
import { forgetOpenPreview, readOpenPreviews } from './open-previews';
import './preview-strings';

export interface Environment {
  kind: 'portal' | 'preview';
  /** The preview id (previews only). */
  id?: string;
  /** Where it opens (a page of its origin). */
  href: string;
  current: boolean;
}

/** What the list holds for this page: the portal first, then the previews, newest first. */
export function environmentsHere(origin: string = window.location.origin, openPreviews: () => string[] = readOpenPreviews): Environment[] {
  const config = getStageConfig();
  let here: string | null = null;
  try {
    here = previewIdOf(origin, config.previewHostTemplate);
  } catch {
    // a broken template: no previews at all
  }
  const portal: Environment = { kind: 'portal', href: `${new URL(config.appUrl).origin}/home`, current: here === null };
  const ids = here ? [here] : openPreviews();
  const previews = ids.flatMap((id): Environment[] => {
    const target = previewOrigin(config.previewHostTemplate, id);
    return target ? [{ kind: 'preview', id, href: `${target}/home`, current: id === here }] : [];
  });
  return [portal, ...previews];
}

export default function EnvironmentsList() {
  const { t } = useTranslation();
  const [environments, setEnvironments] = useState(() => environmentsHere());
  const stage = getStageConfig().stage;
  const onPreview = environments.some((environment) => environment.kind === 'preview' && environment.current);
  const label = (environment: Environment) =>
    environment.kind === 'portal' ? t('environments.portal', { stage }) : t('environments.preview', { id: environment.id });

  return (
    <Section aria-labelledby="environments-title">
      <Title id="environments-title">{t('environments.title')}</Title>
      <List>
        {environments.map((environment) => (
          <li key={environment.id ?? 'portal'}>
            {environment.current ? (
              <Current aria-current="true">
                {label(environment)}
                <Badge>{t('environments.current')}</Badge>
              </Current>
            ) : (
              <Row>
                <EnvironmentLink href={environment.href}>{label(environment)}</EnvironmentLink>
                {environment.kind === 'preview' && environment.id && (
                  <ForgetButton
                    type="button"
                    aria-label={t('environments.forgetLabel', { id: environment.id })}
                    onClick={() => {
                      const rest = forgetOpenPreview(environment.id ?? '');
                      setEnvironments(environmentsHere(undefined, () => rest));
                    }}
                  >
                    {t('environments.forget')}
                  </ForgetButton>
                )}
              </Row>
            )}
          </li>
        ))}
      </List>
      {!onPreview && environments.length === 1 && <Hint>{t('environments.none')}</Hint>}
    </Section>
  );
}

const Section = styled.section`
  padding-block: ${space(8)};
  color: ${color('onPrimary')};
`;

const Title = styled.h2`
  margin: 0;
  padding: ${space(8)} ${space(16)} ${space(4)} ${space(32)};
  font-size: ${fontSizes.small}px;
  font-weight: ${fontWeights.bold};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const row = css`
  display: flex;
  align-items: center;
  gap: ${space(8)};
  min-height: ${navigationSizes.itemHeight}px;
  padding: 0 ${space(16)} 0 ${space(32)};
`;

const Row = styled.div`
  ${row};
  justify-content: space-between;
`;

const Current = styled.span`
  ${row};
  font-weight: ${fontWeights.bold};
`;

const EnvironmentLink = styled.a`
  color: inherit;
  overflow-wrap: anywhere;
`;

const Badge = styled.span`
  padding: ${space(2)} ${space(6)};
  border: 1px solid currentColor;
  border-radius: 4px;
  font-size: ${fontSizes.xsmall}px;
  font-weight: ${fontWeights.regular};
`;

const ForgetButton = styled.button`
  min-height: 24px;
  padding: ${space(4)} ${space(8)};
  border: 1px solid currentColor;
  border-radius: 4px;
  background: none;
  color: inherit;
  font: inherit;
  font-size: ${fontSizes.small}px;
  cursor: pointer;
`;

const Hint = styled.p`
  margin: 0;
  padding: 0 ${space(16)} ${space(8)} ${space(32)};
  font-size: ${fontSizes.small}px;
`;
