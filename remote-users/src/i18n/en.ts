/** The users remote's English (namespace `users`), copied exactly from the screens that show it. */
export const en = {
  resource: { title: 'Users', singular: 'user', plural: 'users' },
  /** Labels of a user's fields: list columns and filters, detail rows, form fields. */
  fields: {
    name: 'Name',
    displayName: 'Display name',
    email: 'E-mail',
    role: 'Role',
    roles: 'Roles',
    mainRole: 'Main role',
    agency: 'Agency',
    state: 'State',
    lastLogin: 'Last login',
    created: 'Created',
  },
  states: { active: 'Active', invited: 'Invited', disabled: 'Disabled' },
  detail: {
    neverLoggedIn: 'Never',
    selectRole: 'Select a role',
    selectAgency: 'Select an agency',
    selectState: 'Select a state',
    mainRoleHint: 'The main role decides what the user may do.',
    rolesHint: 'The main role is always kept, first; the others give no permissions of their own.',
  },
  invite: {
    button: 'Invite user',
    title: 'Invite user',
    selectRole: 'Select a role',
    selectAgency: 'Select an agency',
    roleHint: "Only the main role gives permissions; more can be added on the user's page.",
    send: 'Send invitation',
    errors: {
      emailRequired: 'E-mail is required',
      emailInvalid: 'Enter an e-mail address like name@example.com',
      displayNameRequired: 'Display name is required',
      roleRequired: 'Role is required',
      agencyRequired: 'Agency is required for Agency Managers and Agency Users',
    },
  },
  projects: {
    heading: 'Projects',
    retry: 'Retry',
    loading: 'Loading projects',
    none: 'Not a member of any project you can see.',
  },
  /** Page titles and navigation labels of route-manifest.json (keys `routes.*`), which the host shows. */
  routes: {
    users: 'Users',
    user: 'User',
  },
  /** What the host shows of this remote in the command palette (route-manifest.json's actions). */
  shell: {
    inviteUser: 'Invite user',
    userProfile: 'User profile',
    // the help panel's questions on these screens
    help: {
      access: {
        question: 'How do I give someone access?',
        answer: 'Choose Invite user, enter their e-mail, name and role; they receive an e-mail to sign in.',
      },
      role: {
        question: 'Which role should I give?',
        answer: "Agency people get Agency Manager or Agency User and see their agency's projects only; brand staff get Brand Manager.",
      },
    },
  },
};
