import type {Attribute, Example, Resource} from './types';
import {primaryKey, project, revisionOffset} from './pathParams';

const base = 'https://api.example.com';
const hash = 'k3v9x2mq8d7w4tpa';
const diskName = '6f1c2a0e-4b7d-4d1e-9a53-2c8e7f0b9d14.jpg';
/** What an update without new data stores as the checksum: the MD5 of an empty string. */
const emptyChecksum = 'd41d8cd98f00b204e9800998ecf8427e';

/** The thumbnail presets after install: asset_whitelist_system plus the asset_whitelist default. */
const presets = [
  {key: 'directus-small-crop', width: 64, height: 64},
  {key: 'directus-small-contain', width: 64, height: 64},
  {key: 'directus-medium-crop', width: 300, height: 300},
  {key: 'directus-medium-contain', width: 300, height: 300},
  {key: 'directus-large-crop', width: 800, height: 600},
  {key: 'directus-large-contain', width: 800, height: 600},
  {key: 'thumbnail', width: 200, height: 200},
];

function storageData(privateHash: string, disk: string) {
  return {
    url: `/uploads/thumper/originals/${disk}`,
    full_url: `${base}/uploads/thumper/originals/${disk}`,
    asset_url: `/thumper/assets/${privateHash}`,
    thumbnails: presets.map((preset) => ({
      key: preset.key,
      url: `${base}/thumper/assets/${privateHash}?key=${preset.key}`,
      relative_url: `/thumper/assets/${privateHash}?key=${preset.key}`,
      dimension: `${preset.width}x${preset.height}`,
      width: preset.width,
      height: preset.height,
    })),
    embed: null,
  };
}

const storefront = {
  id: 15,
  storage: 'local',
  private_hash: hash,
  filename_disk: diskName,
  filename_download: 'storefront.jpg',
  title: 'Storefront',
  type: 'image/jpeg',
  uploaded_by: 3,
  uploaded_on: '2020-03-18T09:42:10+00:00',
  charset: '',
  filesize: 482113,
  width: 1600,
  height: 1067,
  duration: 0,
  embed: null,
  folder: 4,
  description: 'The shop front on opening day.',
  location: 'Utrecht',
  tags: ['shop', 'opening'],
  checksum: '5d2f8e41c07a9b36e1f04d7c2a6b8e93',
  metadata: null,
  data: storageData(hash, diskName),
};

/** Create a File, sent each of the three ways (docs/api/files.md, its tabs). */
const upload = {
  multipart: {
    path: '/thumper/files',
    form: {file: '@storefront.jpg', title: 'Storefront', folder: '4'},
    response: {data: storefront},
    sdk: "const form = new FormData();\nform.append('file', fileInput.files[0]);\nform.append('title', 'Storefront');\nform.append('folder', '4');\nconst {data} = await client.uploadFiles(form);",
  },
  base64: {
    path: '/thumper/files',
    body: {
      // Cut short here: the whole file, base64-encoded, goes in.
      data: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD…',
      filename_disk: 'storefront.jpg',
      filename_download: 'storefront.jpg',
      title: 'Storefront',
      folder: 4,
    },
    response: {data: storefront},
  },
  url: {
    path: '/thumper/files',
    body: {data: 'https://photos.example.com/storefront.jpg', folder: 4},
    response: {data: storefront},
  },
} satisfies Record<string, Example>;

/** The record as a revision stores it: the columns, without the computed data object. */
const storedFile = Object.fromEntries(Object.entries(storefront).filter(([key]) => key !== 'data'));

const revision = {
  id: 102,
  activity: 388,
  collection: 'directus_files',
  item: '15',
  data: storedFile,
  delta: {title: 'Storefront'},
  parent_collection: null,
  parent_item: null,
  parent_changed: false,
};

const fileId = primaryKey('file');
const fileIds = primaryKey('file', true);

const filenameDownload: Attribute = {
  name: 'filename_download',
  type: 'string',
  description: 'The name browsers get when they download the file.',
};

/** Attributes after filename_download that create and update both accept. */
const editable: readonly Attribute[] = [
  {
    name: 'title',
    type: 'string',
    description: 'A display title. Left out on upload, it is made from the file name.',
  },
  {
    name: 'folder',
    type: 'integer',
    nullable: true,
    description: 'The id of the virtual folder to put the file in.',
  },
  {name: 'description', type: 'string', description: 'A description of the file.'},
  {
    name: 'location',
    type: 'string',
    description:
      'Where the file was made. For images, read from the embedded metadata when you leave it out.',
  },
  {
    name: 'tags',
    type: 'array',
    description:
      'Keywords (strings). For images, read from the embedded metadata when you leave them out.',
  },
  {
    name: 'metadata',
    type: 'object',
    nullable: true,
    description:
      'Accepted but not kept: every upload and every update writes null here (YouTube and Vimeo imports excepted).',
  },
];

export const files = {
  id: 'files',
  title: 'Files',
  page: '/api/files.html',
  object: {
    anchor: 'the-file-object',
    name: 'file',
    description:
      'A file is a row of directus_files: what the API knows about an uploaded or imported file. Reads add a computed data object with its URLs and thumbnails.',
    attributes: [
      {name: 'id', type: 'integer', description: 'The file’s primary key (auto-increment).'},
      {
        name: 'storage',
        type: 'string',
        description:
          'The storage adapter the file was saved with: local, or the adapter set in the config file (such as s3).',
      },
      {
        name: 'private_hash',
        type: 'string',
        nullable: true,
        description:
          'A random 16-character string set on upload; the assets endpoint finds the file by it.',
      },
      {
        name: 'filename_disk',
        type: 'string',
        description:
          'The name of the file in storage. With the file_naming setting at uuid (the default) it is a random UUID plus the extension.',
      },
      {
        name: 'filename_download',
        type: 'string',
        description:
          'The name a download gets: the name the file was uploaded with, unless you change it.',
      },
      {name: 'title', type: 'string', nullable: true, description: 'A display title.'},
      {
        name: 'type',
        type: 'string',
        nullable: true,
        description:
          'The MIME type, taken from the extension of filename_disk (image/jpeg for .jpg); embed/youtube or embed/vimeo for imported videos.',
      },
      {name: 'uploaded_by', type: 'integer', description: 'The id of the user who uploaded it.'},
      {name: 'uploaded_on', type: 'string', description: 'When it was uploaded (date and time).'},
      {
        name: 'charset',
        type: 'string',
        nullable: true,
        description:
          'The character set the API detected: binary for images stored from base64 or a URL, and for every image after an update; empty for multipart uploads (the app’s way) and for files that are not images.',
      },
      {name: 'filesize', type: 'integer', description: 'The size in bytes.'},
      {
        name: 'width',
        type: 'integer',
        nullable: true,
        description:
          'Width in pixels: read from images, and from multipart uploads of videos when ffprobe is installed on the server. YouTube and Vimeo imports get the width the import sets.',
      },
      {
        name: 'height',
        type: 'integer',
        nullable: true,
        description:
          'Height in pixels: read from images, and from multipart uploads of videos when ffprobe is installed on the server. YouTube and Vimeo imports get the height the import sets.',
      },
      {
        name: 'duration',
        type: 'integer',
        nullable: true,
        description:
          'Length in seconds, read with ffprobe from multipart uploads of audio and video, or given by Vimeo, or by YouTube when the youtube_api_key setting is filled, for imported videos. 0 for other files and after an update that imports no video.',
      },
      {
        name: 'embed',
        type: 'string',
        nullable: true,
        description: 'For an imported YouTube or Vimeo video: the video’s id at that service.',
      },
      {
        name: 'folder',
        type: 'integer',
        nullable: true,
        description:
          'The id of the virtual folder the file is in (a folder object when you expand it with fields).',
      },
      {name: 'description', type: 'string', nullable: true, description: 'A description.'},
      {
        name: 'location',
        type: 'string',
        nullable: true,
        description: 'Where the file was made; filled from image metadata when available.',
      },
      {
        name: 'tags',
        type: 'array',
        nullable: true,
        description: 'Keywords; stored comma-separated, returned as an array of strings.',
      },
      {
        name: 'checksum',
        type: 'string',
        nullable: true,
        description:
          'The MD5 hash of the content as uploaded. An update without new data sets it to the hash of an empty string, d41d8cd98f00b204e9800998ecf8427e.',
      },
      {
        name: 'metadata',
        type: 'object',
        nullable: true,
        description:
          'Meant for key/value pairs of your own, but null for every uploaded file: uploads and updates overwrite it.',
      },
      {
        name: 'data',
        type: 'object',
        description: 'Computed on read, not stored: the URLs, thumbnails and embed code below.',
      },
      {
        name: 'data.url',
        type: 'string',
        description:
          'The URL of the original file: storage root_url plus filename_disk (a /downloads/ path when proxy_downloads is on).',
      },
      {
        name: 'data.full_url',
        type: 'string',
        description: 'The same URL with scheme and host, unless root_url already has a host.',
      },
      {
        name: 'data.asset_url',
        type: 'string',
        description:
          'The path of the file on the assets endpoint (not set when proxy_downloads is on).',
      },
      {
        name: 'data.thumbnails',
        type: 'array',
        nullable: true,
        description:
          'One entry per thumbnail preset (system presets plus the asset_whitelist setting), each with key, url, relative_url, dimension, width and height. Null for files that are not bitmaps (including SVG).',
      },
      {
        name: 'data.embed',
        type: 'object',
        nullable: true,
        description:
          'For YouTube and Vimeo imports: html (the player code) and url (the video page). Null otherwise.',
      },
    ],
    example: storefront,
  },
  operations: [
    {
      id: 'listFiles',
      method: 'GET',
      path: '/:project/files',
      summary: 'List the Files',
      anchor: 'list-the-files',
      description: 'Returns the files the token may read, with their computed data object.',
      access: 'role',
      pathParams: [project],
      query: ['fields', 'limit', 'offset', 'page', 'sort', 'single', 'filter', 'q', 'meta'],
      returns: {kind: 'objects', description: 'An array of files.'},
      example: {
        path: '/thumper/files?filter[folder][eq]=4&limit=1',
        response: {data: [storefront]},
        sdk: 'const {data} = await client.getFiles({\n  filter: {folder: {eq: 4}},\n  limit: 1,\n});',
      },
    },
    {
      id: 'getFile',
      method: 'GET',
      path: '/:project/files/:id',
      summary: 'Retrieve a File',
      anchor: 'retrieve-a-file',
      description:
        'Returns one file by its id. List several ids separated by commas to get an array of those files.',
      access: 'role',
      pathParams: [project, fileIds],
      query: ['fields', 'meta'],
      returns: {kind: 'object', description: 'The file, or an array of files for several ids.'},
      example: {
        path: '/thumper/files/15',
        response: {data: storefront},
        sdk: "const {data} = await client.getFile('15');",
      },
    },
    {
      id: 'createFile',
      method: 'POST',
      path: '/:project/files',
      summary: 'Create a File',
      anchor: 'create-a-file',
      description:
        'Uploads one file, or imports it from a URL. Send the content in one of three ways: a multipart/form-data upload, a base64 string in a JSON body, or a URL in a JSON body. One file per request: batches are refused.',
      access: 'role',
      pathParams: [project],
      body: [
        {
          name: 'data',
          type: 'string',
          required: true,
          description:
            'The content as a base64 string (a data: URI prefix is allowed) or the URL to import from. In a multipart upload, the file part takes its place.',
        },
        {
          name: 'filename_disk',
          type: 'string',
          description:
            'The name to store it under; its extension is kept. Required with base64 data; taken from the upload or the URL otherwise.',
        },
        {
          ...filenameDownload,
          description:
            'The name downloads get. Required with base64 data; taken from the upload or the URL otherwise.',
        },
        ...editable,
      ],
      query: ['meta', 'activity_skip', 'comment'],
      returns: {kind: 'object', description: 'The new file, with its data object.'},
      example: upload.multipart,
      variants: {tabGroup: 'file-upload', examples: upload},
    },
    {
      id: 'updateFile',
      method: 'PATCH',
      path: '/:project/files/:id',
      summary: 'Update a File',
      anchor: 'update-a-file',
      description:
        'Changes the attributes you send, and reads the stored file again (see the warning below). Send `data` to replace the content. To give several files the same values, list their ids separated by commas; to send different values to each, PATCH an array of objects, each with its id, to /:project/files. Batches cannot carry `data`.',
      access: 'role',
      pathParams: [project, fileIds],
      body: [
        {
          name: 'data',
          type: 'string',
          description:
            'New content. A base64 string is written over the stored file. A URL is imported like a new file, but under the file name of the URL as it is (with the extension of its content type), not made unique: a stored file of that name is overwritten. The record then points to it; the previous file stays in storage.',
        },
        {
          name: 'filename_disk',
          type: 'string',
          description: 'A new name in storage: the API renames the stored file.',
        },
        filenameDownload,
        ...editable,
      ],
      // No `fields`: the service returns the record it wrote (FilesServices::update).
      query: ['meta', 'activity_skip', 'comment'],
      returns: {
        kind: 'objects',
        description:
          'An array that holds the updated file; for a batch, one such array per file inside data.',
      },
      example: {
        path: '/thumper/files/15',
        body: {
          title: 'Storefront at night',
          description: storefront.description,
          location: storefront.location,
          tags: ['shop', 'night'],
        },
        response: {
          data: [
            {
              ...storefront,
              title: 'Storefront at night',
              tags: ['shop', 'night'],
              charset: 'binary',
              checksum: emptyChecksum,
            },
          ],
        },
      },
    },
    {
      id: 'deleteFile',
      method: 'DELETE',
      path: '/:project/files/:id',
      summary: 'Delete a File',
      anchor: 'delete-a-file',
      description:
        'Deletes the file from storage and its record, and on local storage its thumbnails in its own format (the Files & Thumbnails guide lists what stays). List several ids separated by commas to delete them all.',
      access: 'role',
      pathParams: [project, fileIds],
      query: ['activity_skip', 'comment'],
      addedSections: ['query'],
      returns: {kind: 'empty', description: 'Nothing: an empty body with status 204.'},
      example: {path: '/thumper/files/15'},
    },
    {
      id: 'listFileRevisions',
      method: 'GET',
      path: '/:project/files/:id/revisions',
      summary: 'List File Revisions',
      anchor: 'list-file-revisions',
      description:
        'Returns the saved versions of one file record, oldest first, from the revisions collection: each holds the whole record (data) and what that change altered (delta).',
      access: 'role',
      pathParams: [project, fileId],
      // No `filter`: the service replaces it with the file's own (RevisionsService::findAllByItem).
      query: ['fields', 'limit', 'offset', 'page', 'sort', 'single', 'q', 'meta'],
      returns: {kind: 'other', description: 'An array of revision objects.'},
      example: {path: '/thumper/files/15/revisions?limit=1', response: {data: [revision]}},
    },
    {
      id: 'getFileRevision',
      method: 'GET',
      path: '/:project/files/:id/revisions/:offset',
      summary: 'Retrieve a File Revision',
      anchor: 'retrieve-a-file-revision',
      description:
        'Returns one revision of a file record by its position in the history: 0 is the oldest revision, 1 the next, and so on.',
      access: 'role',
      pathParams: [project, fileId, revisionOffset],
      query: ['fields', 'meta'],
      returns: {kind: 'other', description: 'One revision object.'},
      example: {path: '/thumper/files/15/revisions/0', response: {data: revision}},
    },
  ],
} as const satisfies Resource;
