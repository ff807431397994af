import { color, fontWeights, radii, space } from '@ottilia/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NEW_RECORD_ID, recordRoute, type Resource } from './resource';

/** "New brand": the create form at the detail route with id `new`. */
export function NewRecordLink({ resource }: { resource: Resource }) {
  return <PrimaryLink to={recordRoute(resource, NEW_RECORD_ID)}>New {resource.singular}</PrimaryLink>;
}

// a link styled as the primary button: it navigates, so it is a link
const PrimaryLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${space(16)};
  border-radius: ${radii.small}px;
  background: ${color('primary')};
  color: ${color('onPrimary')};
  font-weight: ${fontWeights.bold};
  text-decoration: none;
`;
