export interface CookiesTabProps {
  projectId: string;
}

/** Tab of the project detail: the project's cookie entries (embedded by remote-projects). */
export default function CookiesTab({ projectId }: CookiesTabProps) {
  return (
    <section aria-labelledby="cookies-tab-heading">
      <h2 id="cookies-tab-heading">Cookies</h2>
      <p>Cookie entries of project {projectId}, by category: necessary, functional, performance, marketing.</p>
    </section>
  );
}
