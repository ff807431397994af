import styled from 'styled-components';
import { VisuallyHidden } from '../a11y';
import { useUiStrings } from '../i18n/ui-strings';
import { ErrorIcon, SuccessIcon } from '../icons';
import { fontWeights, space } from '../tokens';
import { color } from '../themes';
import { Spinner } from './spinner';

export const LoadingState = { Pending: 'pending', Success: 'success', Failure: 'failure' } as const;
export type LoadingState = (typeof LoadingState)[keyof typeof LoadingState];

export const LoadingIndicatorSize = { Small: 'small', Medium: 'medium' } as const;
export type LoadingIndicatorSize = (typeof LoadingIndicatorSize)[keyof typeof LoadingIndicatorSize];

const pixels: Record<LoadingIndicatorSize, number> = { small: 20, medium: 48 };

export interface LoadingIndicatorProps {
  state?: LoadingState;
  size?: LoadingIndicatorSize;
  /** What assistive technology announces; defaults to Loading, Done or Failed. */
  label?: string;
  /** Show the label next to the symbol instead of only announcing it. */
  showLabel?: boolean;
  className?: string;
}

const Status = styled.div<{ $size: LoadingIndicatorSize }>`
  display: inline-flex;
  flex-direction: ${({ $size }) => ($size === 'medium' ? 'column' : 'row')};
  align-items: center;
  gap: ${space(8)};
  color: ${color('primary')};
`;

const Label = styled.span`
  color: ${color('text')};
  font-weight: ${fontWeights.bold};
`;

const Success = styled(SuccessIcon)`
  color: ${color('success')};
`;

const Failure = styled(ErrorIcon)`
  color: ${color('danger')};
`;

export function LoadingIndicator({ state = 'pending', size = 'medium', label, showLabel = false, className }: LoadingIndicatorProps) {
  const { t } = useUiStrings();
  const px = pixels[size];
  const shown = label ?? t(`loading.${state}`);
  return (
    <Status role="status" className={className} $size={size}>
      {state === 'pending' && <Spinner $size={px} />}
      {state === 'success' && <Success size={px} />}
      {state === 'failure' && <Failure size={px} />}
      {showLabel ? <Label>{shown}</Label> : <VisuallyHidden>{shown}</VisuallyHidden>}
    </Status>
  );
}
