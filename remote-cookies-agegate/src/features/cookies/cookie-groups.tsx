/** The cookies under one heading per category, in the spec's order; active ones first within each. */
import { bareList, Button, color, row, space, stack } from '@ottilia/shared-ui';
import styled from 'styled-components';
import { byCategory, type Cookie } from '../../lib/cookies';
import { describeDuration } from '../../lib/duration';
import { useCookiesAgegateStrings } from '../../i18n/strings';

const Group = styled.section`
  ${stack(8)}

  h3 {
    margin: 0;
  }
`;

const List = styled.ul`
  ${bareList}
  ${stack(8)}
`;

const Item = styled.li<{ $inactive: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(8, 16)};
  padding: ${space(12, 16)};
  border: 1px solid ${color('border')};
  border-radius: 8px;
  background: ${({ $inactive }) => ($inactive ? color('surface') : color('background'))};
`;

const Facts = styled.div`
  ${stack(4)}
  min-width: 0;
  overflow-wrap: anywhere;

  strong {
    font-size: 1rem;
  }
`;

const Actions = styled.div`${row(8, { align: 'stretch', wrap: false })}`;

export interface CookieGroupsProps {
  cookies: readonly Cookie[];
  /** Absent for users who may not edit the project. */
  onEdit?(cookie: Cookie): void;
  onDelete?(cookie: Cookie): void;
}

export function CookieGroups({ cookies, onEdit, onDelete }: CookieGroupsProps) {
  const { t } = useCookiesAgegateStrings();
  return (
    <>
      {byCategory(cookies).map((group) => {
        const category = t(group.labelKey);
        return (
          <Group key={group.value} aria-labelledby={`cookie-group-${group.value}`}>
            <h3 id={`cookie-group-${group.value}`}>{t('cookies.groups.heading', { category, total: group.cookies.length })}</h3>
            {group.cookies.length === 0 ? (
              <p>{t('cookies.groups.empty', { category: category.toLowerCase() })}</p>
            ) : (
              <List aria-label={t('cookies.groups.listLabel', { category })}>
                {group.cookies.map((cookie) => (
                  <Item key={cookie.id} $inactive={!cookie.isActive}>
                    <Facts>
                      <strong>{cookie.name}</strong>
                      <span>
                        {describeDuration(cookie.duration, t)} · {t(cookie.isActive ? 'cookies.groups.active' : 'cookies.groups.inactive')}
                        {cookie.provider ? ` · ${cookie.provider}` : ''}
                      </span>
                      {cookie.description && <span>{cookie.description}</span>}
                    </Facts>
                    {(onEdit || onDelete) && (
                      <Actions>
                        {onEdit && (
                          <Button
                            variant="secondary"
                            size="small"
                            aria-label={t('cookies.groups.editLabel', { name: cookie.name })}
                            onClick={() => onEdit(cookie)}
                          >
                            {t('cookies.groups.edit')}
                          </Button>
                        )}
                        {onDelete && (
                          <Button
                            variant="transparent"
                            size="small"
                            aria-label={t('cookies.groups.deleteLabel', { name: cookie.name })}
                            onClick={() => onDelete(cookie)}
                          >
                            {t('cookies.groups.delete')}
                          </Button>
                        )}
                      </Actions>
                    )}
                  </Item>
                ))}
              </List>
            )}
          </Group>
        );
      })}
    </>
  );
}
