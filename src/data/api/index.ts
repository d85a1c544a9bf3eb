/**
 * Every resource of the API reference, in the sidebar's order. The index on
 * /api/reference.html, the query parameter pages and /openapi.json read this.
 */
import type {Resource} from './types';
import {authentication} from './authentication';
import {items} from './items';
import {files} from './files';
import {assets} from './assets';
import {activity} from './activity';
import {collections} from './collections';
import {collectionPresets} from './collectionPresets';
import {extensions} from './extensions';
import {fields} from './fields';
import {folders} from './folders';
import {graphql} from './graphql';
import {mail} from './mail';
import {permissions} from './permissions';
import {projects} from './projects';
import {relations} from './relations';
import {revisions} from './revisions';
import {roles} from './roles';
import {scim} from './scim';
import {server} from './server';
import {settings} from './settings';
import {users} from './users';
import {utilities} from './utilities';

export const resources: readonly Resource[] = [
  authentication,
  items,
  files,
  assets,
  activity,
  collections,
  collectionPresets,
  extensions,
  fields,
  folders,
  graphql,
  mail,
  permissions,
  projects,
  relations,
  revisions,
  roles,
  scim,
  server,
  settings,
  users,
  utilities,
];

/** The API version the reference documents (Application::DIRECTUS_VERSION in the v8 source). */
export const apiVersion = '8.8.1';
