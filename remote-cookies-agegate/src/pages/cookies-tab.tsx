import { CopyScriptButton } from '../features/cookies/copy-script-button';
import { ProjectCookies } from '../features/cookies/project-cookies';

export interface CookiesTabProps {
  projectId: string;
}

/** Tab of the project detail: the project's cookie entries (embedded by remote-projects). */
export default function CookiesTab({ projectId }: CookiesTabProps) {
  return <ProjectCookies projectId={projectId} toolbar={<CopyScriptButton projectId={projectId} />} />;
}
