/**
 * Every resource of the API reference, in the sidebar's order. The index on
 * /api/reference.html, the query parameter pages and /openapi.json read this.
 */
import type {Resource} from './types';
import {items} from './items';
import {collections} from './collections';
import {fields} from './fields';
import {permissions} from './permissions';
import {relations} from './relations';
import {roles} from './roles';
import {settings} from './settings';

export const resources: readonly Resource[] = [
  items,
  collections,
  fields,
  permissions,
  relations,
  roles,
  settings,
];

/** The API version the reference documents (Application::DIRECTUS_VERSION in the v8 source). */
export const apiVersion = '8.8.1';
