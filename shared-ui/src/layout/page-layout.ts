/**
 * The page frame every area's screens share: the vertical stack of a page, its header row
 * (title left, actions right) and the look of a link that acts as the primary action.
 */
import styled, { css } from 'styled-components';
import { color } from '../themes';
import { fontWeights, grid, media, radii, space } from '../tokens';
import { row, stack } from './flex';

/**
 * The design grid of spec section 9 around a page's content: at most 1366 px wide, 12 columns
 * with 32 px margins and gutters on large screens, 24 px on medium ones, and 6 columns with 16 px
 * on small ones. Children span the whole row unless they choose columns (`grid-column: span 6`).
 */
export const PageGrid = styled.div`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: repeat(${grid.large.columns}, minmax(0, 1fr));
  column-gap: ${grid.large.gutter}px;
  width: 100%;
  max-width: ${grid.xlarge.width}px;
  margin-inline: auto;
  padding: ${grid.large.margin}px;

  & > * {
    grid-column: 1 / -1;
    min-width: 0;
  }

  ${media.medium} {
    grid-template-columns: repeat(${grid.medium.columns}, minmax(0, 1fr));
    column-gap: ${grid.medium.gutter}px;
    padding: ${grid.medium.margin}px;
  }

  ${media.small} {
    grid-template-columns: repeat(${grid.small.columns}, minmax(0, 1fr));
    column-gap: ${grid.small.gutter}px;
    padding: ${grid.small.margin}px;
  }
`;

export const PageStack = styled.div`${stack(24)}`;

export const PageHeader = styled.div`
  ${row(16, { justify: 'space-between' })}

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
