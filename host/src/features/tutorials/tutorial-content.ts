/**
 * The tutorials, written for this portal (its screens, buttons and rules as they are). Loaded
 * with the tutorials route only, so /home does not carry them. A slug is a tutorial's stable
 * address: /ottilia-tutorials/<slug>; never rename one, add a new one instead.
 */
import { can, canReviewProjects } from '@ottilia/shared-auth';

type Roles = readonly string[];

export interface Tutorial {
  slug: string;
  title: string;
  summary: string;
  /** Who may do it, in the words of the roles. */
  who: string;
  /** Who is offered it: those whose role may do it (none: everyone). */
  offeredTo?(roles: Roles): boolean;
  steps: readonly string[];
  tips?: readonly string[];
}

export const TUTORIALS: readonly Tutorial[] = [
  {
    slug: 'create-a-project',
    title: 'Create a project',
    summary: 'Start a website project with its agency, brand, type of website and markets.',
    who: 'Super Admins, Brand Managers and Agency Managers.',
    offeredTo: (roles) => can(roles, 'projectsCreate'),
    steps: [
      'Open Projects in the navigation and choose New project (or go to /new-project).',
      'Give the project a name that says what the site is, for example "Aurora Gin summer campaign".',
      'Select an agency. If the agency is not in the list yet, choose Other agency and fill in the new agency: Agency name, Market, Main contact name and Main contact e-mail. A new agency waits for a Super Admin to review it.',
      'Select a brand and a type of website, add the markets the site is for and, if you know it, the estimated go-live date.',
      'Switch on Global policies, Age gateway and Cookie consent for what the site needs.',
      'Save. The portal confirms with "Your project was created!" and opens the project, where you add members, cookies, the age gate and the legal data of each market.',
    ],
    tips: [
      'If you chose Other agency but did not submit a new one, you can still save: the portal tells you "No new agency added". You can add the agency later, but a project needs one before it is published.',
      'Leaving the form with unsaved changes asks first, so nothing is lost by a wrong click.',
    ],
  },
  {
    slug: 'invite-a-user',
    title: 'Invite a user',
    summary: 'Give a colleague or an agency person access to the portal with the right role.',
    who: 'Super Admins, Brand Managers and Agency Managers.',
    offeredTo: (roles) => can(roles, 'usersCreate'),
    steps: [
      'Open Users in the navigation and choose Invite user.',
      "Enter the person's E-mail and Display name.",
      'Choose their role: Super Admin, Brand Manager, Agency Manager or Agency User. Only the first role of a user counts for what they may do.',
      'For an Agency Manager or an Agency User, choose their agency: they will see the projects of that agency only.',
      'Choose Send invitation. The portal answers "Request sent!" and the person receives an e-mail with a link to choose a password and sign in.',
    ],
    tips: [
      'An invited user shows with the state Invited until they sign in for the first time.',
      "To give someone access to one project only, add them as a member on the project's Members tab.",
    ],
  },
  {
    slug: 'set-up-cookies-and-age-gate',
    title: 'Set up cookies and the age gate',
    summary: 'List the cookies a site sets and configure the age check visitors see first.',
    who: 'Everyone who may edit the project.',
    steps: [
      'Open the project from Projects and go to its Cookies tab.',
      "Choose Add cookie. Enter the cookie's Name exactly as the browser stores it (for example _ga), its Category (necessary, functional, performance or marketing), its Provider and its Purpose.",
      'Set the duration: either session, or a number from 1 to 900 with a unit: m (minutes), h (hours), d (days) or y (years), for example 2 years as 2y.',
      'Keep Active (shown in the consent banner) on for every cookie the site really sets. Save: the portal confirms "Your new cookie was added with success!".',
      'Go to the Age gate tab. Choose the Age gate style: layout, logo, background image, the message and the message for visitors under age, and for how many days a passed check is remembered. The preview shows the result.',
      "Under Markets of the age gate, pick the Market to add and choose Add market for every market the site serves. The minimum age comes from the market's legal data.",
    ],
    tips: [
      'Cookie names are unique per project. A name already in use shows "This cookie name is already taken".',
      'The consent banner lists the categories in the order necessary, functional, performance, marketing.',
    ],
  },
  {
    slug: 'use-the-consent-script',
    title: 'Use the consent script on a website',
    summary: "Add the project's consent banner and age gate to the brand website with one script tag.",
    who: "Agencies and developers who build the project's website.",
    steps: [
      'Set up the project\'s cookies and age gate first (see "Set up cookies and the age gate"): the script shows exactly what is configured there.',
      'On the project\'s Cookies tab, choose Copy script. The portal confirms "Script copied!".',
      'Paste the script tag into the <head> of every page of the site. It looks like <script src="…/consent/<project id>/consent.js" data-market="dk" data-age-verification="on" async></script>.',
      'Set data-market to the market of the site (for example dk or fr): the age gate then asks for that market\'s minimum age. Set data-age-verification="off" on sites that need no age check.',
      'Mark scripts that may only run after consent with type="text/plain" and data-consent-category="performance" (or functional, marketing). The consent script starts them once the visitor allows that category.',
      'Give visitors a "Manage cookies" link that calls window.OttiliaConsent.manage(). The visitor\'s choice is also sent to Google Consent Mode v2 and to the dataLayer as the event ottilia_consent.',
    ],
    tips: [
      'The script is small (a few KB) and has no dependencies. It is cached for five minutes, so a change in the portal reaches the site within minutes.',
    ],
  },
  {
    slug: 'review-agencies-and-projects',
    title: 'Review agencies and projects',
    summary: 'Approve or reject a new agency, and approve a project once its markets are checked.',
    who: 'Super Admins review agencies; Super Admins and Brand Managers review projects.',
    offeredTo: (roles) => can(roles, 'agenciesReview') || canReviewProjects(roles),
    steps: [
      'Home lists the agencies and projects waiting for your review under "What to act on next".',
      'For an agency, open it under Backoffice, Agencies and choose approve or reject. The person who asked is e-mailed your answer.',
      'For a project, open its Review tab. Before you confirm, the portal asks "Did you approve all markets?": the project is shown to the user as done afterwards.',
    ],
  },
];

export const tutorialBySlug = (slug: string) => TUTORIALS.find((tutorial) => tutorial.slug === slug);

/** Case-insensitive search over the title, summary, steps and tips; every word must match. */
export function searchTutorials(query: string, tutorials: readonly Tutorial[] = TUTORIALS): Tutorial[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...tutorials];
  return tutorials.filter((tutorial) => {
    const text = [tutorial.title, tutorial.summary, tutorial.who, ...tutorial.steps, ...(tutorial.tips ?? [])].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
