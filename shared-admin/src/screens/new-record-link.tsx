import { primaryLinkStyle } from '@ottilia/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NEW_RECORD_ID, recordRoute, useAdminStrings, useText, type Resource, type Text } from '@ottilia/shared-admin';

/** "New brand": the create form at the detail route with id `new`. */
export function NewRecordLink({ resource }: { resource: Resource<Text> }) {
  const { t } = useAdminStrings();
  const text = useText();
  return <PrimaryLink to={recordRoute(resource, NEW_RECORD_ID)}>{t('list.newRecord', { singular: text(resource.singular) })}</PrimaryLink>;
}

const PrimaryLink = styled(Link)`
  ${primaryLinkStyle}
`;
