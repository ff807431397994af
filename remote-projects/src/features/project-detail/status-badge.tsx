import { color, fontSizes, fontWeights, radii, space, VisuallyHidden, type ThemeColors } from '@ottilia/shared-ui';
import styled from 'styled-components';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '../../lib/project';
import { useProjectsStrings } from '../../i18n/strings';

const FILLS: Record<ProjectStatus, [fill: keyof ThemeColors, text: keyof ThemeColors]> = {
  DRAFT: ['tertiary', 'onTertiary'],
  IN_REVIEW: ['info', 'onStatus'],
  APPROVED: ['success', 'onStatus'],
  PUBLISHED: ['primary', 'onPrimary'],
};

/** The project's status as a coloured label ('In review'), read as 'Status: In review'. */
export function StatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useProjectsStrings();
  return (
    <Badge $status={status}>
      <VisuallyHidden>{t('detail.statusPrefix')}</VisuallyHidden>
      {t(PROJECT_STATUS_LABELS[status])}
    </Badge>
  );
}

const Badge = styled.span<{ $status: ProjectStatus }>`
  display: inline-flex;
  align-items: center;
  padding: ${space(4, 12)};
  border-radius: ${radii.round}px;
  background: ${({ $status, theme }) => color(FILLS[$status][0])({ theme })};
  color: ${({ $status, theme }) => color(FILLS[$status][1])({ theme })};
  font-size: ${fontSizes.small}px;
  font-weight: ${fontWeights.bold};
  white-space: nowrap;
`;
