import type {RealQuestion} from './types';

/**
 * Fresh Directus 8 questions on using and configuring the admin app: interface
 * options (dropdown, WYSIWYG, slider, many-to-one, many-to-many, files, owner,
 * preview, hash), layouts, status fields, bookmarks and the navigation sidebar,
 * from directus/app, directus/v8-archive and directus/directus (pre-v9) issues
 * not used elsewhere in this corpus, in the order they were found.
 */
export const questions: readonly RealQuestion[] = [
  {
    query: 'dropdown choices not showing',
    source: 'https://github.com/directus/app/issues/1078',
    expected: '/guides/interfaces.html#dropdown',
  },
  {
    query: 'dropdown choices not saved',
    source: 'https://github.com/directus/app/issues/1078',
    expected: '/guides/interfaces.html#dropdown',
  },
  {
    query: 'file preview interface not showing',
    source: 'https://github.com/directus/app/issues/1425',
    expected: '/guides/interfaces.html#file-preview',
    also: ['/guides/interfaces.html#file'],
  },
  {
    query: 'datetime localized option not working',
    source: 'https://github.com/directus/v8-archive/issues/1619',
    expected: '/guides/interfaces.html#datetime',
  },
  {
    query: 'primary key not shown on browse page',
    source: 'https://github.com/directus/app/issues/2739',
    expected: '/guides/layouts.html#table',
  },
  {
    query: 'id column not visible in list',
    source: 'https://github.com/directus/app/issues/2739',
    expected: '/guides/layouts.html#table',
  },
  {
    query: 'many to many junction table extra field',
    source: 'https://github.com/directus/directus/issues/2140',
    expected: '/guides/interfaces.html#many-to-many',
    also: ['/guides/relationships.html#many-to-many'],
  },
  {
    query: 'drag and drop image nothing happens',
    source: 'https://github.com/directus/app/issues/1714',
    expected: '/getting-started/troubleshooting.html#check-permissions',
    also: [
      '/installation/manual.html#step-5-set-read-write-permissions',
      '/installation/git.html#step-4-set-read-and-write-permissions',
    ],
  },
  {
    query: 'display images in a files field',
    source: 'https://github.com/directus/app/issues/2674',
    expected: '/guides/interfaces.html#files',
  },
  {
    query: 'unable to select many-to-one field',
    source: 'https://github.com/directus/v8-archive/issues/2241',
    expected: '/guides/interfaces.html#many-to-one',
  },
  {
    query: 'allow script tag in wysiwyg',
    source: 'https://github.com/directus/app/issues/2485',
    expected: '/guides/interfaces.html#wysiwyg',
  },
  {
    query: 'wysiwyg script tag discarded',
    source: 'https://github.com/directus/app/issues/2485',
    expected: '/guides/interfaces.html#wysiwyg',
  },
  {
    query: 'wysiwyg video playsinline attribute removed',
    source: 'https://github.com/directus/v8-archive/issues/2114',
    expected: '/guides/interfaces.html#wysiwyg',
  },
  {
    query: 'batch edit status options not showing',
    source: 'https://github.com/directus/app/issues/1445',
    expected: '/guides/status.html#status-mapping',
  },
  {
    query: 'one to many field duplicates items',
    source: 'https://github.com/directus/app/issues/1443',
    expected: '/guides/relationships.html#one-to-many',
  },
  {
    query: 'admin cannot change owner of record',
    source: 'https://github.com/directus/app/issues/2711',
    expected: '/guides/interfaces.html#user-created',
  },
  {
    query: 'change owner value after creation',
    source: 'https://github.com/directus/app/issues/2711',
    expected: '/guides/interfaces.html#user-created',
  },
  {
    query: 'group collections in sidebar',
    source: 'https://github.com/directus/app/issues/1686',
    expected: '/guides/roles.html#collection-listing',
  },
  {
    query: 'too many collections in left menu',
    source: 'https://github.com/directus/app/issues/1686',
    expected: '/guides/roles.html#collection-listing',
  },
  {
    query: 'slider float step value rounded',
    source: 'https://github.com/directus/v8-archive/issues/2209',
    expected: '/guides/interfaces.html#slider',
  },
  {
    query: 'button to open item preview url',
    source: 'https://github.com/directus/app/issues/1603',
    expected: '/guides/interfaces.html#preview',
  },
  {
    query: 'order of items in m2o dropdown',
    source: 'https://github.com/directus/app/issues/1333',
    expected: '/guides/interfaces.html#many-to-one',
  },
  {
    query: 'file preview cant upload image',
    source: 'https://github.com/directus/app/issues/1229',
    expected: '/guides/interfaces.html#file-preview',
  },
  {
    query: 'cant remove bookmark after refresh',
    source: 'https://github.com/directus/app/issues/2470',
    expected: '/guides/user-guide.html#bookmarks',
  },
  {
    query: 'hashed fields dont work',
    source: 'https://github.com/directus/app/issues/1797',
    expected: '/guides/field-types.html#hashes',
  },
];
