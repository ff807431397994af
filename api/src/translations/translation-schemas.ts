/** The translations service's answers and the Super Admin's translation-string records. */
import { Type, type Static } from '@sinclair/typebox';
import { TRANSLATION_STRINGS } from '@ottilia/shared-contracts/resources';
import { echoed } from '../http/schema-types.js';

export const VALUE_MAX = 5_000;
const code = (description: string) => Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$', description });

export const namespaceParams = Type.Object({
  projectId: code("The translation project, e.g. 'ottilia-portal-dev'"),
  version: Type.String({ pattern: '^[A-Za-z0-9._-]{1,40}$', description: "Only 'latest'" }),
  lng: code("A language code, e.g. 'en'"),
  ns: code("A namespace, e.g. 'translations'"),
});
export const projectParams = Type.Object({ projectId: code("The translation project, e.g. 'ottilia-portal-dev'") });

/** A namespace's strings, nested as i18next reads them. */
export const namespaceReply = Type.Record(Type.String(), Type.Unknown(), { title: 'TranslationNamespace' });
export const languagesReply = Type.Array(Type.Object({ code: Type.String(), name: Type.String() }), { title: 'TranslationLanguages' });

export const translationStringRecord = Type.Object(
  {
    eid: Type.String({ description: "The string's id (digits)" }),
    projectId: Type.String(),
    language: Type.String(),
    namespace: Type.String(),
    key: Type.String({ description: 'Dotted path in the namespace, e.g. nav.home' }),
    value: Type.String(),
    english: Type.String({ description: 'The bundled English (what a reset restores)' }),
    edited: Type.Boolean({ description: 'value differs from the bundled English' }),
    version: Type.Integer(),
    updatedAt: Type.String({ format: 'date-time' }),
    updatedBy: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: TRANSLATION_STRINGS.recordId },
);
export type TranslationStringRecord = Static<typeof translationStringRecord>;

export const stringIdParams = Type.Object({ eid: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }) });

/** PUT body: the new text; read-only record fields may be echoed back. */
export const translationStringBody = Type.Object(
  {
    value: Type.String({ minLength: 1, maxLength: VALUE_MAX, pattern: '\\S' }),
    eid: echoed,
    projectId: echoed,
    language: echoed,
    namespace: echoed,
    key: echoed,
    english: echoed,
    edited: echoed,
    version: echoed,
    updatedAt: echoed,
    updatedBy: echoed,
  },
  { additionalProperties: false },
);
export type TranslationStringBody = Static<typeof translationStringBody>;
