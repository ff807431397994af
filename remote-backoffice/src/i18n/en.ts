/** The backoffice remote's English (namespace `backoffice`), copied exactly from the screens that show it. */
export const en = {
  /** Labels several resources share. */
  common: {
    name: 'Name',
    type: 'Type',
    state: 'State',
    active: 'Active',
    projects: 'Projects',
    cancel: 'Cancel',
  },
  markets: {
    global: 'Global',
    market: 'Market',
    selectMarket: 'Select a market',
    resource: { title: 'Markets', singular: 'market', plural: 'markets' },
    fields: { countryName: 'Country', minimumAge: 'Minimum age' },
    minimumAgeHint: "The legal drinking age: the age gate's default for the market (0 to 99).",
  },
  agencies: {
    resource: { title: 'Agencies', singular: 'agency', plural: 'agencies' },
    fields: {
      mainContactName: 'Main contact name',
      mainContactEmail: 'Main contact e-mail',
      reviewState: 'Review state',
      reviewReason: 'Review reason',
      requestedBy: 'Requested by',
    },
    reviewStates: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
    review: {
      approve: 'Approve',
      reject: 'Reject',
    },
    rejectDialog: {
      title: 'Reject {{name}}?',
      description: 'The requester receives your reason by e-mail.',
      reason: 'Reason',
      reasonRequired: 'Reason is required',
    },
  },
  brands: {
    resource: { title: 'Brands', singular: 'brand', plural: 'brands' },
    typeHint: 'For example spirits, wine or beer.',
  },
  emailDomains: {
    resource: { title: 'Email Domains', singular: 'email domain', plural: 'email domains' },
    fields: { domain: 'Domain' },
    hints: {
      domain: 'For example example.com.',
      type: 'For example brand, agency or corporate.',
      state: 'For example VERIFIED or PENDING; may be left empty.',
    },
  },
  legalEntities: {
    resource: { title: 'Legal entities', singular: 'legal entity', plural: 'legal entities' },
    country: 'Country',
    selectCountry: 'Select a country',
  },
  siteTypes: {
    resource: { title: 'Types of website', singular: 'type of website', plural: 'types of website' },
  },
  news: {
    resource: { title: 'News', singular: 'news item', plural: 'news items' },
    fields: {
      title: 'Title',
      summary: 'Summary',
      body: 'Text',
      imageUrl: 'Image',
      imageAlt: 'Image description',
      url: 'Link',
      published: 'Published (shown on Home)',
    },
    hints: {
      summary: 'Shown on Home under the title.',
      body: 'Readers open it with "Read more". Separate paragraphs with an empty line.',
      imageUrl: 'Shown with the item on Home; optional.',
      imageAlt: 'What the image shows, for people who cannot see it. Needed with an image.',
      url: 'Where "Open" leads, e.g. the full announcement; optional.',
    },
    columns: { published: 'Published', lastChanged: 'Last changed' },
    notPublished: 'Not published',
    actions: {
      publish: 'Publish',
      unpublish: 'Unpublish',
      publishItem: 'Publish {{title}}',
      unpublishItem: 'Unpublish {{title}}',
    },
  },
  translations: {
    resource: { title: 'Translations', singular: 'translation', plural: 'translations' },
    columns: {
      key: 'Key',
      namespace: 'Namespace',
      language: 'Language',
      value: 'Text',
      updatedAt: 'Last changed',
    },
    filters: { namespace: 'Namespace', language: 'Language' },
    edited: 'Edited',
    reset: 'Reset to English',
    resetLabel: 'Reset {{key}} to English',
    valueLabel: 'Text',
    valueHint: 'English: {{english}}. Keep the words in double curly braces as they are.',
  },
  /** Page titles and navigation labels of route-manifest.json (keys `routes.*`), which the host shows. */
  routes: {
    backoffice: 'Backoffice',
    agencies: 'Agencies',
    agency: 'Agency',
    brands: 'Brands',
    brand: 'Brand',
    typesOfWebsite: 'Types of website',
    emailDomains: 'Email Domains',
    emailDomain: 'Email domain',
    legalEntities: 'Legal entities',
    legalEntity: 'Legal entity',
    news: 'News',
    translations: 'Translations',
  },
  /** What the host shows of this remote on the home page (route-manifest.json's actNext); the palette's searches are titled by their pages' `routes.*`. */
  shell: {
    actNext: {
      agencies: { title: 'Agencies waiting for review', empty: 'No agency is waiting for a review.' },
    },
    // the help panel's questions on these screens
    help: {
      agencies: {
        approve: {
          question: 'How do I approve a new agency?',
          answer: 'Open the agency and approve or reject it; the requester is e-mailed your answer.',
        },
      },
      news: {
        published: {
          question: 'When do readers see a news item?',
          answer: 'Once it is published: switch on Published and save. Switching it off again hides the item from Home.',
        },
        imageText: {
          question: 'Does an image need a description?',
          answer: 'Yes: every image needs its alternative text, read to people who cannot see it.',
        },
      },
    },
  },
};
