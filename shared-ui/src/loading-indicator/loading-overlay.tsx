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

/** Full-screen cover shown while the current user loads. */
export function LoadingOverlay({ label = 'Loading' }: { label?: string }) {
  return (
    <Overlay>
      <LoadingIndicator size="medium" label={label} showLabel />
    </Overlay>
  );
}
