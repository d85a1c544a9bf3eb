import type {Resource} from './types';
import {project} from './pathParams';

export const assets = {
  id: 'assets',
  title: 'Assets',
  page: '/api/assets.html',
  operations: [
    {
      id: 'getAsset',
      method: 'GET',
      path: '/:project/assets/:id',
      summary: 'Get an Asset',
      anchor: 'get-an-asset',
      description:
        'Streams a file: the original without query parameters, or an image resized on request and kept for the next call. Use it in `src` attributes and downloads; it needs no token.',
      access: 'public',
      pathParams: [
        project,
        {
          name: 'id',
          type: 'string',
          description:
            'The file’s private_hash; or its filename_download when the asset_url_naming setting holds anything but private_hash.',
        },
      ],
      extraQuery: [
        {
          name: 'key',
          type: 'string',
          description:
            'The key of a thumbnail preset, such as directus-medium-crop; replaces w, h, f and q.',
        },
        {name: 'w', type: 'integer', description: 'Width of the thumbnail in pixels.'},
        {name: 'h', type: 'integer', description: 'Height of the thumbnail in pixels.'},
        {
          name: 'f',
          type: 'string',
          description:
            'Fit: crop fills the exact size and cuts off the rest; contain keeps the whole image inside the size. Any other value crops.',
        },
        {name: 'q', type: 'integer', description: 'Compression quality, 0 to 100.'},
        {
          name: 'format',
          type: 'string',
          description:
            'The output format: jpg, jpeg, gif, png or webp (svg, pdf, psd, tif and tiff are read as input). Defaults to the file’s own extension.',
        },
      ],
      returns: {
        kind: 'other',
        description:
          'The file’s bytes with its MIME type, Content-Disposition with the download name, Last-Modified, and Cache-Control when the thumbnail_cache_ttl setting holds a number of seconds.',
        contentType: 'image/jpeg',
      },
      example: {
        path: '/thumper/assets/k3v9x2mq8d7w4tpa?w=200&h=200&f=contain&q=80',
        sdk: "const image = await client.getAsset('k3v9x2mq8d7w4tpa', {\n  w: 200,\n  h: 200,\n  f: 'contain',\n  q: 80,\n});",
      },
    },
  ],
} as const satisfies Resource;
