import { space } from '@ottilia/shared-ui';
import styled from 'styled-components';

/** A tab's content: a heading row over its parts. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(16)};
`;

/** The h2 with the tab's buttons at the far end; wraps on phones. */
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

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(8)};
`;
