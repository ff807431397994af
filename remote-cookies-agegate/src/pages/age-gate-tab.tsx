export interface AgeGateTabProps {
  projectId: string;
}

/** Tab of the project detail: the project's age-gate style and markets (embedded by remote-projects). */
export default function AgeGateTab({ projectId }: AgeGateTabProps) {
  return (
    <section aria-labelledby="age-gate-tab-heading">
      <h2 id="age-gate-tab-heading">Age gate</h2>
      <p>Age-gate style and markets of project {projectId}.</p>
    </section>
  );
}
