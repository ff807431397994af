/**
 * What list and detail screens need to know about one resource (agencies, brands, ...). Its names
 * are plain strings (Resource, as before) or translated labels (Resource<Text>: keys or functions
 * of t); the screens take either.
 */
import type { Permission } from '@ottilia/shared-auth';
import type { CollectionPath } from './data/types';
import type { Text } from './i18n/text';

export interface Resource<L extends Text = string> {
  /** The collection, e.g. '/brands' (its ResourceIdentity's apiPath); the data layer builds the requests. */
  apiPath: CollectionPath;
  /** Screen route of the list, e.g. '/backoffice/brands'; a record lives at `${route}/${eid}`. */
  route: string;
  /**
   * List heading, as the navigation names it: 'Brands' (plain text, or translated: a key such as
   * { ns: 'backoffice', key: 'brands.title' } or a function of t, see Text).
   */
  title: L;
  /** 'brand' / 'brands', for buttons, counts and messages (plain text or a key, like title). */
  singular: L;
  plural: L;
  /** `read` gates the list; without it everyone who reaches a record may go back to the list. */
  permissions: { create: Permission; edit: Permission; delete: Permission; read?: Permission };
  /** Records carry isActive: Active/Inactive and bulk (de)activation. */
  hasActiveFlag: boolean;
  /** The field whose value addresses a record (its route, its API path, its ID column); `eid` unless given. */
  key?: string;
}

/** Fields every listed record has. */
export interface AdminRecord {
  eid: string;
  name: string;
  version: number;
}

/** The id a detail route takes for the create form: /backoffice/brands/new. */
export const NEW_RECORD_ID = 'new';

/** The value that addresses `row` of `resource`: its eid, or the field the resource names (a market's code). */
export const recordKey = (resource: Pick<Resource<Text>, 'key'>, row: object) =>
  String((row as Record<string, unknown>)[resource.key ?? 'eid']);

export const recordRoute = (resource: Resource<Text>, eid: string) => `${resource.route}/${encodeURIComponent(eid)}`;

/** 'brand' -> 'Brand'. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
