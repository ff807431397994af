/**
 * The page frame every area's screens share: the vertical stack of a page, its header row
 * (title left, actions right) and the look of a link that acts as the primary action.
 */
import styled, { css } from 'styled-components';
import { color } from '../themes';
import { fontWeights, radii, space } from '../tokens';

export const PageStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(24)};
`;

export const PageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(16)};

  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** For a router link styled as the primary button (it navigates, so it stays a link). */
export const primaryLinkStyle = css`
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
