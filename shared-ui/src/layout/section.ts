import styled from 'styled-components';
import { space } from '@ottilia/shared-ui';

/** A section of a screen (a project tab): a heading row over its content. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(16)};
`;

/** The section's h2 with its buttons (Edit, Add member, Add cookie) at the far end; wraps on phones. */
export const SectionHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(16)};

  h2 {
    margin: 0;
  }
`;

/** Buttons side by side, wrapping on phones. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(8)};
`;
