import { registerStrings } from '@ottilia/shared-ui';
import { useTranslation } from 'react-i18next';
import { en } from './en';

export const NS = 'projects';
registerStrings(NS, en);
export const useProjectsStrings = () => useTranslation(NS);
/** t of this namespace, for the helpers that word things for a component (labels, summaries). */
export type ProjectsT = ReturnType<typeof useProjectsStrings>['t'];
