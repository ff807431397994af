import styled from 'styled-components';
import { layers } from '../tokens';
import { color } from '../themes';
import { LoadingIndicator } from './loading-indicator';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layers.loadingOverlay};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${color('background')};
`;

/** Full-screen cover shown while the current user loads; says Loading by default. */
export function LoadingOverlay({ label }: { label?: string }) {
  return (
    <Overlay>
      <LoadingIndicator size="medium" label={label} showLabel />
    </Overlay>
  );
}
