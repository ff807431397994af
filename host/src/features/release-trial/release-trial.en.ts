// The release trial's English (host namespace translations), added when its chunks load; data only:
// the translations seed reads it (scripts/bundled-english.mjs).
export const en = {
  releaseTrial: {
    title: 'Try a release',
    intro:
      "Point one area at another released version, for example a pull request's build, in this browser session only. Everyone else, and your other sessions, keep the environment's composition.",
    area: 'Area',
    origin: 'Release origin',
    version: 'Version',
    versionHint: 'For example 1.4.0 or 1.4.0-pr.42',
    start: 'Try this release',
    checking: 'Checking the release…',
    onlySuperAdmins: 'Only Super Admins can try releases.',
    noComposition: 'This environment has no composition to try a release in.',
    problems: {
      unknownRemote: 'Choose an area of this environment.',
      unknownOrigin: 'Choose one of the configured release origins.',
      notAVersion: 'Enter a version such as 1.4.0 or 1.4.0-pr.42.',
      notReleased: '{{area}} {{version}} is not released on {{origin}}.',
      incompatible: '{{area}} {{version}} does not fit this version of the portal: {{reason}}.',
    },
    banner: 'You are trying {{area}} {{version}} (from {{origin}}) in this browser session only.',
    end: 'End the trial',
  },
};
