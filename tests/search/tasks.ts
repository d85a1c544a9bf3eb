/**
 * What readers type when they know what they want to do but not what it is
 * called, each with the section that answers it. Sections are named by their
 * anchors (which never change: old links rely on them) or by the operation
 * in src/data, never by the pages' wording, so edits to the prose keep these
 * valid. A target without `#` is the page itself: any of its sections counts.
 */
import {resources} from '@site/src/data/api';
import {queryParamPage} from '@site/src/data/api/queryParams';

export type Task = {readonly query: string; readonly expected: string};

/** The section of the operation with this id, from the API data. */
function endpoint(id: string): string {
  for (const resource of resources) {
    const operation = resource.operations.find((candidate) => candidate.id === id);
    if (operation) {
      return `${resource.page}#${operation.anchor}`;
    }
  }
  throw new Error(`tests/search/tasks.ts: no operation with id "${id}" in src/data/api`);
}

export const tasks: readonly Task[] = [
  // The API: an API page answers unless the reader names the app.
  {query: 'upload a file', expected: endpoint('createFile')},
  {query: 'create an item', expected: endpoint('createItem')},
  {query: 'retrieve the current user', expected: endpoint('getCurrentUser')},
  {query: 'refresh a token', expected: endpoint('refreshToken')},
  {query: 'get a single item by id', expected: endpoint('getItem')},
  {query: 'delete a user', expected: endpoint('deleteUser')},
  {query: 'logout', expected: endpoint('logout')},
  {query: 'invite a user by email', expected: endpoint('inviteUsers')},
  {query: 'send password reset email', expected: endpoint('requestPasswordReset')},
  {query: 'login with email and password', expected: endpoint('authenticate')},
  {query: 'list all collections', expected: endpoint('listCollections')},
  {query: 'add a field to a collection', expected: endpoint('createField')},
  {query: 'comment on an item', expected: endpoint('createComment')},
  {query: 'get a thumbnail of an image', expected: endpoint('getAsset')},
  {query: 'send an email', expected: endpoint('sendMail')},
  {query: 'health check ping', expected: endpoint('pingServer')},
  {query: 'revert an item to a previous revision', expected: endpoint('revertItem')},
  {query: 'hash a string', expected: endpoint('createHash')},
  {query: 'permissions of the current user', expected: endpoint('listMyPermissions')},
  {query: 'create a role', expected: endpoint('createRole')},
  {query: 'create a collection', expected: endpoint('createCollection')},
  {query: 'graphql query', expected: endpoint('runGraphqlQuery')},
  // Query parameters.
  {query: 'return only some fields', expected: queryParamPage('fields')},
  {query: 'sort descending', expected: queryParamPage('sort')},
  {query: 'total number of items', expected: queryParamPage('meta')},
  {
    query: 'filter by a field of a related item',
    expected: '/api/query/filter.html#relational-filters',
  },
  {query: 'filter with or', expected: '/api/query/filter.html#and-vs-or'},
  {query: 'full text search items', expected: queryParamPage('q')},
  // The app: the reader names it, so its guide answers.
  {query: 'create a role in the app', expected: '/guides/admin-guide.html#create-a-role'},
  {
    query: 'create a collection in the app',
    expected: '/guides/admin-guide.html#create-a-collection',
  },
  {query: 'create a webhook in the app', expected: '/guides/admin-guide.html#create-a-webhook'},
  // The command line.
  {
    query: 'reset admin password from the command line',
    expected: '/guides/cli.html#change-user-password',
  },
  {query: 'clear the cache', expected: '/guides/cli.html#cache-module'},
  {query: 'maintenance mode', expected: '/guides/cli.html#maintenance-module'},
  {query: 'delete old log files', expected: '/guides/cli.html#prune-old-log-files'},
  // Installing and running.
  {query: 'docker compose example', expected: '/docker/overview.html#docker-compose'},
  {query: 'install with docker', expected: '/installation/docker.html'},
  {query: 'nginx config', expected: '/advanced/server-setup.html#nginx'},
  {query: 'cron scheduled tasks', expected: '/advanced/server-setup.html#scheduled-tasks'},
  {
    query: 'increase upload size limit',
    expected:
      '/getting-started/troubleshooting.html#how-can-i-increase-the-2mb-limit-on-file-uploads',
  },
  {
    query: 'emoji not saving',
    expected:
      '/getting-started/troubleshooting.html#why-can-t-i-save-content-with-certain-languages-characters-or-emoji',
  },
  {
    query: 'related item only returns an id',
    expected:
      '/getting-started/troubleshooting.html#why-is-my-relational-data-file-only-returning-an-id',
  },
  {query: 'update the docker image', expected: '/docker/faq.html#how-can-i-update-my-images'},
  {query: 'upgrade a git install', expected: '/guides/upgrading.html#upgrading-a-git-install'},
  {
    query: 'which version of directus am i running',
    expected: '/guides/upgrading.html#how-can-i-find-my-current-version-of-directus',
  },
  {query: 'supported databases', expected: '/guides/database.html#supported-databases'},
  {
    query: 'what is a headless cms',
    expected: '/getting-started/introduction.html#what-is-a-headless-cms',
  },
  // Concepts and set-up in the guides.
  {query: 'field level permissions', expected: '/guides/permissions.html#field-level'},
  {query: 'permissions field level', expected: '/guides/permissions.html#field-level'},
  {query: 'many to many relationship', expected: '/guides/relationships.html#many-to-many'},
  {
    query: 'enable soft delete',
    expected: '/guides/soft-delete.html#enable-soft-delete-for-a-collections',
  },
  {query: 'static token', expected: '/guides/authentication.html#static-token'},
  {query: 'google single sign on', expected: '/guides/authentication.html#google-sso-setup'},
  {query: 'status mapping', expected: '/guides/status.html#status-mapping'},
  {
    query: 'write a custom endpoint',
    expected: '/extensions/custom-endpoints.html#creating-custom-endpoints',
  },
  {query: 'custom email template', expected: '/extensions/custom-mail-template.html'},
  {query: 'thumbnail whitelist', expected: '/guides/files.html#whitelisting-thumbnails'},
  {query: 'install the javascript sdk', expected: '/guides/js-sdk.html#installation'},
  {query: 'use s3 for file storage', expected: '/extensions/storage-adapters.html#using-aws-s3'},
];
