/**
 * The Directus 8 API's project configuration, group by group, in the order
 * of the reference pages. Source: `api/src/core/Directus/Config/Schema/Schema.php`,
 * `api/config/_example.php` and the code that reads the keys.
 */
import {auth, authFacebook, authGithub, authGoogle, authOkta, authTwitter} from './auth';
import {cache, cachePool} from './cache';
import {cookie} from './cookie';
import {cors} from './cors';
import {database} from './database';
import {general} from './general';
import {hooks} from './hooks';
import {logger} from './logger';
import {mail} from './mail';
import {rateLimit} from './rateLimit';
import {storage, storageAzure, storageOptions, storageOss, storageS3} from './storage';
import type {ConfigGroup} from './types';
import {unlisted} from './unlisted';

export type {ConfigGroup, ConfigKey, ConfigValueType} from './types';
export {configAnchor} from './anchor';
export {
  auth,
  authFacebook,
  authGithub,
  authGoogle,
  authOkta,
  authTwitter,
  cache,
  cachePool,
  cookie,
  cors,
  database,
  general,
  hooks,
  logger,
  mail,
  rateLimit,
  storage,
  storageAzure,
  storageOptions,
  storageOss,
  storageS3,
  unlisted,
};

/** Every group the schema reads, in page order. */
export const schemaGroups: readonly ConfigGroup[] = [
  general,
  logger,
  database,
  cache,
  cachePool,
  storage,
  storageOptions,
  storageS3,
  storageOss,
  storageAzure,
  mail,
  cookie,
  cors,
  rateLimit,
  hooks,
  auth,
  authOkta,
  authGithub,
  authFacebook,
  authGoogle,
  authTwitter,
];

/** Every group, the dropped keys last. */
export const configGroups: readonly ConfigGroup[] = [...schemaGroups, unlisted];
