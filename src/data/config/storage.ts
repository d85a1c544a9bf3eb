import type {ConfigGroup} from './types';

export const storage: ConfigGroup = {
  id: 'storage',
  title: 'Storage',
  keys: [
    {
      key: 'storage.adapter',
      env: 'DIRECTUS_STORAGE_ADAPTER',
      type: 'string',
      default: "'local'",
      description:
        'Where files are stored: `local`, `s3`, `aliyun-oss` or `azure`. Any other value falls back to `local`. The non-local adapters need their Flysystem package installed with Composer (the Docker image ships the S3 one).',
    },
    {
      key: 'storage.root',
      env: 'DIRECTUS_STORAGE_ROOT',
      type: 'string',
      default: "'public/uploads/_/originals'",
      description:
        'Where uploaded originals are written. With `local`, a path relative to the API root unless it starts with `/`; with S3 and OSS, the path prefix inside the bucket. The Azure adapter ignores it.',
    },
    {
      key: 'storage.root_url',
      env: 'DIRECTUS_STORAGE_ROOTURL',
      type: 'string',
      default: "'/uploads/_/originals'",
      description:
        "URL the originals are served from, used to build each file's `url`. A path without a host is completed with the API's own URL.",
    },
    {
      key: 'storage.thumb_root',
      env: 'DIRECTUS_STORAGE_THUMBROOT',
      type: 'string',
      default: "'public/uploads/_/generated'",
      description: 'Where generated thumbnails are written, read like `root`.',
    },
    {
      key: 'storage.proxy_downloads',
      env: 'DIRECTUS_STORAGE_PROXYDOWNLOADS',
      type: 'boolean',
      default: null,
      description:
        "When true, file URLs point to the API's `/downloads/<project>/<file>` script instead of `root_url`. That script serves any file to anyone who has its URL, without a permission check. Unset counts as false.",
    },
  ],
};

export const storageS3: ConfigGroup = {
  id: 's3',
  title: 'Amazon S3 and compatible servers',
  keys: [
    {
      key: 'storage.key',
      env: 'DIRECTUS_STORAGE_KEY',
      type: 'string',
      default: null,
      description:
        'Access key ID. When set, `secret` is required too; without it the API gives the S3 client no credentials.',
    },
    {
      key: 'storage.secret',
      env: 'DIRECTUS_STORAGE_SECRET',
      type: 'string',
      default: null,
      description: 'Secret access key.',
    },
    {
      key: 'storage.region',
      env: 'DIRECTUS_STORAGE_REGION',
      type: 'string',
      default: null,
      description: 'Region of the bucket, e.g. `eu-west-1`.',
    },
    {
      key: 'storage.version',
      env: 'DIRECTUS_STORAGE_VERSION',
      type: 'string',
      default: null,
      description: 'S3 API version; an empty value means `latest`.',
    },
    {
      key: 'storage.bucket',
      env: 'DIRECTUS_STORAGE_BUCKET',
      type: 'string',
      default: null,
      description: 'Bucket name.',
    },
    {
      key: 'storage.endpoint',
      env: 'DIRECTUS_STORAGE_ENDPOINT',
      type: 'string',
      default: null,
      description:
        'Custom endpoint URL for an S3-compatible server (MinIO, for example). When set, the API also switches to path-style bucket URLs.',
    },
  ],
};

export const storageOptions: ConfigGroup = {
  id: 'storage-options',
  title: 'Storage options',
  keys: [
    {
      key: 'storage.options.ACL',
      env: 'DIRECTUS_STORAGE_OPTIONS_ACL',
      type: 'string',
      default: "'public-read'",
      description:
        "Access control list the S3 adapter sets on every object it writes, originals and thumbnails alike. With the default `public-read`, anyone who has an object's address can download it from the bucket, whatever the project's permissions say. Set `private` to close the objects to readers without the bucket's credentials.",
    },
    {
      key: 'storage.options.CacheControl',
      env: 'DIRECTUS_STORAGE_OPTIONS_CACHECONTROL',
      type: 'string',
      default: "'max-age=604800'",
      description: '`Cache-Control` header the S3 adapter stores with every uploaded object.',
    },
  ],
};

export const storageOss: ConfigGroup = {
  id: 'aliyun-oss',
  title: 'Aliyun OSS',
  keys: [
    {
      key: 'storage.OSS_ACCESS_ID',
      env: 'DIRECTUS_STORAGE_OSSACCESSID',
      type: 'string',
      default: null,
      description: 'Access key ID of the `aliyun-oss` adapter.',
    },
    {
      key: 'storage.OSS_ACCESS_KEY',
      env: 'DIRECTUS_STORAGE_OSSACCESSKEY',
      type: 'string',
      default: null,
      description: 'Access key secret.',
    },
    {
      key: 'storage.OSS_BUCKET',
      env: 'DIRECTUS_STORAGE_OSSBUCKET',
      type: 'string',
      default: null,
      description: 'Bucket name.',
    },
    {
      key: 'storage.OSS_ENDPOINT',
      env: 'DIRECTUS_STORAGE_OSSENDPOINT',
      type: 'string',
      default: null,
      description: "OSS endpoint of the bucket's region.",
    },
  ],
};

export const storageAzure: ConfigGroup = {
  id: 'azure',
  title: 'Azure Blob Storage',
  keys: [
    {
      key: 'storage.azure_connection_string',
      env: 'DIRECTUS_STORAGE_AZURECONNECTIONSTRING',
      type: 'string',
      default: "'azure-connection-string'",
      description:
        'Connection string of the storage account, used by the `azure` adapter. The default is a placeholder, not a working value.',
    },
    {
      key: 'storage.azure_container',
      env: 'DIRECTUS_STORAGE_AZURECONTAINER',
      type: 'string',
      default: "'azure-container'",
      description: 'Blob container that holds the files; again a placeholder by default.',
    },
  ],
};
