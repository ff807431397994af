/** The cookies under one heading per category, in the spec's order; active ones first within each. */
import { Button, color, space } from '@ottilia/shared-ui';
import styled from 'styled-components';
import { byCategory, type Cookie } from '../../lib/cookies';
import { describeDuration } from '../../lib/duration';

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(8)};

  h3 {
    margin: 0;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(8)};
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
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  min-width: 0;
  overflow-wrap: anywhere;

  strong {
    font-size: 1rem;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${space(8)};
`;

export interface CookieGroupsProps {
  cookies: readonly Cookie[];
  /** Absent for users who may not edit the project. */
  onEdit?(cookie: Cookie): void;
  onDelete?(cookie: Cookie): void;
}

export function CookieGroups({ cookies, onEdit, onDelete }: CookieGroupsProps) {
  return (
    <>
      {byCategory(cookies).map((group) => (
        <Group key={group.value} aria-labelledby={`cookie-group-${group.value}`}>
          <h3 id={`cookie-group-${group.value}`}>
            {group.label} ({group.cookies.length})
          </h3>
          {group.cookies.length === 0 ? (
            <p>No {group.label.toLowerCase()} cookies.</p>
          ) : (
            <List aria-label={`${group.label} cookies`}>
              {group.cookies.map((cookie) => (
                <Item key={cookie.id} $inactive={!cookie.isActive}>
                  <Facts>
                    <strong>{cookie.name}</strong>
                    <span>
                      {describeDuration(cookie.duration)} · {cookie.isActive ? 'Active' : 'Inactive'}
                      {cookie.provider ? ` · ${cookie.provider}` : ''}
                    </span>
                    {cookie.description && <span>{cookie.description}</span>}
                  </Facts>
                  {(onEdit || onDelete) && (
                    <Actions>
                      {onEdit && (
                        <Button variant="secondary" size="small" aria-label={`Edit ${cookie.name}`} onClick={() => onEdit(cookie)}>
                          Edit
                        </Button>
                      )}
                      {onDelete && (
                        <Button variant="transparent" size="small" aria-label={`Delete ${cookie.name}`} onClick={() => onDelete(cookie)}>
                          Delete
                        </Button>
                      )}
                    </Actions>
                  )}
                </Item>
              ))}
            </List>
          )}
        </Group>
      ))}
    </>
  );
}
