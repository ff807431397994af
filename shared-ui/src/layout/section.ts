import styled from 'styled-components';
import { row, stack } from '@ottilia/shared-ui';

/** A section of a screen (a project tab): a heading row over its content. */
export const Section = styled.section`${stack(16)}`;

/** The section's h2 with its buttons (Edit, Add member, Add cookie) at the far end; wraps on phones. */
export const SectionHeading = styled.div`
  ${row(16, { justify: 'space-between' })}

  h2 {
    margin: 0;
  }
`;

/** Buttons side by side, wrapping on phones. */
export const ButtonRow = styled.div`${row(8, { align: 'stretch' })}`;
