import { ProjectAgeGate } from '../features/age-gate/project-age-gate';

export interface AgeGateTabProps {
  projectId: string;
}

/** Tab of the project detail: the project's age-gate style and markets (embedded by remote-projects). */
export default function AgeGateTab({ projectId }: AgeGateTabProps) {
  return <ProjectAgeGate projectId={projectId} />;
}
