/**
 * The two flex layouts every screen repeats, as mixins for a styled element of any tag (a
 * section, a form, a list): `styled.section\`${stack(16)}\``. Gaps take steps of the spacing scale.
 */
import { css } from 'styled-components';
import { space, type Spacing } from '../tokens';

/** Children one under the other, `gap` apart. */
export const stack = (gap: Spacing) => css`
  display: flex;
  flex-direction: column;
  gap: ${space(gap)};
`;

export interface RowOptions {
  /** Cross-axis alignment; default centred. */
  align?: 'center' | 'flex-start' | 'flex-end' | 'stretch';
  /** 'space-between' puts the first child at the start and the last at the end. */
  justify?: 'flex-start' | 'space-between' | 'flex-end';
  /** Onto more lines when the row is too narrow (phones); default true. */
  wrap?: boolean;
}

/** Children side by side, `gap` apart. */
export const row = (gap: Spacing, { align = 'center', justify = 'flex-start', wrap = true }: RowOptions = {}) => css`
  display: flex;
  flex-wrap: ${wrap ? 'wrap' : 'nowrap'};
  align-items: ${align};
  justify-content: ${justify};
  gap: ${space(gap)};
`;

/** A list without bullets or the browser's margins and indent. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A fieldset that only groups its controls: no border, margins or padding of its own. */
export const bareFieldset = css`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;
