/** Test support: the new project form's choices. */
import type { ProjectChoices } from '../../../lib/project-choices';
import { CHOICES as PROJECT_CHOICES } from '../../../test-support/project-fixtures';

/** The project tests' choices, with an inactive brand and type (the form leaves them out) and the Global market. */
export const CHOICES: ProjectChoices = {
  ...PROJECT_CHOICES,
  brands: [...PROJECT_CHOICES.brands, { eid: 'BR9', name: 'Retired Rum', isActive: false }],
  projectTypes: [...PROJECT_CHOICES.projectTypes, { eid: 'PT9', name: 'Microsite', isActive: false }],
  markets: [...PROJECT_CHOICES.markets, { code: 'GO', countryName: 'Global' }],
};
