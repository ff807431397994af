import { space } from '@ottilia/shared-ui';
import styled from 'styled-components';

/** A section of the project detail page: a heading row over its content. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(16)};
`;

/** The section's h2 with its buttons (Edit, Add member) at the far end. */
export const SectionHeading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(16)};

  h2 {
    margin: 0;
  }
`;
