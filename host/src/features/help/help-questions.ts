/**
 * Frequent questions per screen, with short answers and the tutorial that explains more. Loaded
 * with the help panel only. The first entry whose prefix starts the path wins.
 */
export interface HelpQuestion {
  question: string;
  answer: string;
  /** Slug of a tutorial (/ottilia-tutorials/<slug>). */
  tutorial?: string;
}

const GENERAL: readonly HelpQuestion[] = [
  { question: 'Where do I start?', answer: 'Home lists what waits for you: reviews, drafts and recent changes. The navigation shows the areas your role may open.' },
  { question: 'How do I create a project?', answer: 'Projects, then New project: choose the agency, brand, type of website and markets, then save.', tutorial: 'create-a-project' },
  { question: 'Why can I not see an area?', answer: 'Each role opens different areas; ask a Super Admin if you need another role.' },
];

const BY_SCREEN: readonly { prefix: string; questions: readonly HelpQuestion[] }[] = [
  {
    prefix: '/new-project',
    questions: [
      { question: 'The agency is not in the list. What now?', answer: 'Choose Other agency and fill in the new agency; a Super Admin reviews it. You may save without one, but a project needs an agency before it is published.', tutorial: 'create-a-project' },
      { question: 'Can I change the markets later?', answer: 'Yes: open the project and edit its overview.', tutorial: 'create-a-project' },
    ],
  },
  {
    prefix: '/projects/',
    questions: [
      { question: 'How do I add the cookies of the site?', answer: 'On the Cookies tab, choose Add cookie and give its name, category, duration, provider and purpose.', tutorial: 'set-up-cookies-and-age-gate' },
      { question: 'How does the website get the consent banner?', answer: 'Copy script on the Cookies tab and paste the tag into the head of every page.', tutorial: 'use-the-consent-script' },
      { question: 'How do I set up the age gate?', answer: 'On the Age gate tab, choose the style and add the markets; the minimum age comes from the market legal data.', tutorial: 'set-up-cookies-and-age-gate' },
    ],
  },
  {
    prefix: '/projects',
    questions: [
      { question: 'How do I find a project?', answer: 'Search by name, filter by agency, brand, status or go-live date, and sort by any column. The filters stay in the address, so you can share the view.' },
      { question: 'How do I create a project?', answer: 'Choose New project.', tutorial: 'create-a-project' },
    ],
  },
  {
    prefix: '/users',
    questions: [
      { question: 'How do I give someone access?', answer: 'Choose Invite user, enter their e-mail, name and role; they receive an e-mail to sign in.', tutorial: 'invite-a-user' },
      { question: 'Which role should I give?', answer: 'Agency people get Agency Manager or Agency User and see their agency\'s projects only; brand staff get Brand Manager.', tutorial: 'invite-a-user' },
    ],
  },
  {
    prefix: '/backoffice/agencies',
    questions: [
      { question: 'How do I approve a new agency?', answer: 'Open the agency and approve or reject it; the requester is e-mailed your answer.', tutorial: 'review-agencies-and-projects' },
    ],
  },
  {
    prefix: '/backoffice/news',
    questions: [
      { question: 'When do readers see a news item?', answer: 'Once it is published: switch on Published and save. Switching it off again hides the item from Home.' },
      { question: 'Does an image need a description?', answer: 'Yes: every image needs its alternative text, read to people who cannot see it.' },
    ],
  },
  {
    prefix: '/ottilia-tutorials',
    questions: [
      { question: 'Can I share a tutorial?', answer: 'Yes: every tutorial has its own address, for example /ottilia-tutorials/invite-a-user.' },
    ],
  },
];

export function questionsFor(pathname: string): readonly HelpQuestion[] {
  return BY_SCREEN.find((screen) => pathname.startsWith(screen.prefix))?.questions ?? GENERAL;
}
