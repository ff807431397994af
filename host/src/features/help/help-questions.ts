/**
 * Frequent questions per screen, with short answers and the tutorial that explains more. Loaded
 * with the help panel only. The remotes' screens have the topics their route manifests declare
 * (`help`); the shell's own are here. The topic whose prefix starts the path wins, the longest
 * if several do.
 */
import type { HelpQuestion, HelpTopic, RouteManifest } from '../../remotes/route-manifest';

export type { HelpQuestion };

const GENERAL: readonly HelpQuestion[] = [
  {
    question: 'Where do I start?',
    answer: 'Home lists what waits for you: reviews, drafts and recent changes. The navigation shows the areas your role may open.',
  },
  {
    question: 'How do I create a project?',
    answer: 'Projects, then New project: choose the agency, brand, type of website and markets, then save.',
    tutorial: 'create-a-project',
  },
  { question: 'Why can I not see an area?', answer: 'Each role opens different areas; ask a Super Admin if you need another role.' },
];

/** The shell's own screens. */
const SHELL_TOPICS: readonly HelpTopic[] = [
  {
    prefix: '/ottilia-tutorials',
    questions: [
      {
        question: 'Can I share a tutorial?',
        answer: 'Yes: every tutorial has its own address, for example /ottilia-tutorials/invite-a-user.',
      },
    ],
  },
];

export function questionsFor(pathname: string, manifests: readonly RouteManifest[]): readonly HelpQuestion[] {
  const topics = [...SHELL_TOPICS, ...manifests.flatMap((manifest) => manifest.help ?? [])].filter((topic) =>
    pathname.startsWith(topic.prefix),
  );
  return topics.sort((a, b) => b.prefix.length - a.prefix.length)[0]?.questions ?? GENERAL;
}
