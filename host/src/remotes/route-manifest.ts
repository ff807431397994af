import { PERMISSIONS, type Permission } from '@ottilia/shared-auth';
import * as format from '@ottilia/shared-auth/route-manifest';
import type { TFunction } from 'i18next';

/**
 * What a remote publishes beside its mf-manifest.json: its area name, the routes it serves and
 * their nav entries (the format: shared-contracts' route-manifest.ts, which the build tooling
 * shares). The host builds its routes, gates and navigation from these at run time.
 */
export type RouteManifest = format.RouteManifest<Permission>;
export type ManifestRoute = format.ManifestRoute<Permission>;
export type ActNextList = format.ActNextList<Permission>;
export type SearchProvider = format.SearchProvider<Permission>;
export type { HelpQuestion, HelpTopic } from '@ottilia/shared-auth/route-manifest';
export type { NavEntry, NavGroupEntry } from '@ottilia/shared-auth/route-manifest';

/** Validates a published manifest against the portal's permissions (throws naming the first problem). */
export const parseRouteManifest = (json: unknown, expectedName: string): RouteManifest =>
  format.parseRouteManifest(json, expectedName, PERMISSIONS);

/**
 * The manifest with its titles and labels in the current language: each key through i18n in the
 * remote's namespace (the translations service's text), else the English published beside it; a
 * manifest published without keys keeps its text.
 */
export function translatedManifest(manifest: RouteManifest, t: TFunction): RouteManifest {
  const { namespace } = manifest;
  if (!namespace) return manifest;
  const text = (key: string | undefined, english: string) => (key ? t(key, { ns: namespace, defaultValue: english }) : english);
  return {
    ...manifest,
    navGroups: manifest.navGroups.map((group) => ({ ...group, label: text(group.labelKey, group.label) })),
    routes: manifest.routes.map((route) => ({
      ...route,
      title: text(route.titleKey, route.title),
      ...(route.nav ? { nav: { ...route.nav, label: text(route.nav.labelKey, route.nav.label) } } : {}),
    })),
    ...(manifest.actNext
      ? {
          actNext: manifest.actNext.map((list) => ({
            ...list,
            title: text(list.titleKey, list.title),
            empty: text(list.emptyKey, list.empty),
          })),
        }
      : {}),
    ...(manifest.search
      ? {
          search: manifest.search.map((provider) => ({
            ...provider,
            title: text(provider.titleKey, provider.title),
            ...(provider.recent ? { recent: { ...provider.recent, title: text(provider.recent.titleKey, provider.recent.title) } } : {}),
          })),
        }
      : {}),
    ...(manifest.actions ? { actions: manifest.actions.map((action) => ({ ...action, label: text(action.labelKey, action.label) })) } : {}),
    ...(manifest.profile ? { profile: manifest.profile.map((link) => ({ ...link, label: text(link.labelKey, link.label) })) } : {}),
    ...(manifest.help
      ? {
          help: manifest.help.map((topic) => ({
            ...topic,
            questions: topic.questions.map((question) => ({
              ...question,
              question: text(question.questionKey, question.question),
              answer: text(question.answerKey, question.answer),
            })),
          })),
        }
      : {}),
  };
}
