import type {Attribute, Resource} from './types';
import {project} from './pathParams';

const folderId = {
  name: 'id',
  type: 'integer',
  description: 'The id of the folder (digits only: the route takes one folder at a time).',
} as const;

const photos = {id: 4, name: 'Shop photos', parent_folder: null};
const interior = {id: 7, name: 'Interior', parent_folder: 4};

const folderName: Attribute = {
  name: 'name',
  type: 'string',
  description:
    'The folder name. Two folders in the same parent folder cannot share a name (unique index on name and parent_folder); at the top level they can, because the database treats null parents as different.',
};

const parentFolder: Attribute = {
  name: 'parent_folder',
  type: 'integer',
  nullable: true,
  description: 'The id of the folder to nest this one in; null puts it at the top level.',
};

export const folders = {
  id: 'folders',
  title: 'Folders',
  page: '/api/folders.html',
  object: {
    anchor: 'the-folder-object',
    name: 'folder',
    description:
      'A folder is a row of directus_folders: a named, virtual place to file uploads in. Folders can nest, and files point to their folder through their folder attribute.',
    attributes: [
      {name: 'id', type: 'integer', description: 'The folder’s primary key (auto-increment).'},
      {
        name: 'name',
        type: 'string',
        description:
          'The folder name, up to 191 characters; unique among the folders of the same parent folder.',
      },
      {
        name: 'parent_folder',
        type: 'integer',
        nullable: true,
        description: 'The id of the folder this one sits in, or null at the top level.',
      },
    ],
    example: interior,
  },
  operations: [
    {
      id: 'listFolders',
      method: 'GET',
      path: '/:project/folders',
      summary: 'List the Folders',
      anchor: 'list-the-folders',
      description:
        'Returns the folders the token may read. Filter on `parent_folder` to list the content of one folder.',
      access: 'role',
      pathParams: [project],
      query: ['fields', 'limit', 'offset', 'page', 'sort', 'single', 'filter', 'q', 'meta'],
      returns: {kind: 'objects', description: 'An array of folders.'},
      example: {
        path: '/thumper/folders?filter[parent_folder][null]=1',
        response: {data: [photos]},
      },
    },
    {
      id: 'getFolder',
      method: 'GET',
      path: '/:project/folders/:id',
      summary: 'Retrieve a Folder',
      anchor: 'retrieve-a-folder',
      description: 'Returns one folder by its id.',
      access: 'role',
      pathParams: [project, folderId],
      query: ['fields', 'meta'],
      returns: {kind: 'object', description: 'The folder.'},
      example: {path: '/thumper/folders/7', response: {data: interior}},
    },
    {
      id: 'createFolder',
      method: 'POST',
      path: '/:project/folders',
      summary: 'Create a Folder',
      anchor: 'create-a-folder',
      description:
        'Creates a folder. Only `name` is needed; add `parent_folder` to create it inside another folder.',
      access: 'role',
      pathParams: [project],
      body: [{...folderName, required: true}, parentFolder],
      // No `fields`: the service returns the record it wrote (FoldersService::createFolder).
      query: ['meta', 'activity_skip', 'comment'],
      returns: {kind: 'object', description: 'The new folder with its id.'},
      example: {
        path: '/thumper/folders',
        body: {name: 'Interior', parent_folder: 4},
        response: {data: interior},
      },
    },
    {
      id: 'updateFolder',
      method: 'PATCH',
      path: '/:project/folders/:id',
      summary: 'Update a Folder',
      anchor: 'update-a-folder',
      description:
        'Renames a folder or moves it under another parent. Send only the attributes you change; `name` cannot be set to null.',
      access: 'role',
      pathParams: [project, folderId],
      body: [folderName, parentFolder],
      query: ['meta', 'activity_skip', 'comment'],
      returns: {kind: 'object', description: 'The folder as it is after the change.'},
      example: {
        path: '/thumper/folders/7',
        body: {name: 'Shop interior'},
        response: {data: {...interior, name: 'Shop interior'}},
      },
    },
    {
      id: 'deleteFolder',
      method: 'DELETE',
      path: '/:project/folders/:id',
      summary: 'Delete a Folder',
      anchor: 'delete-a-folder',
      description:
        'Deletes one folder by its id. The route takes a single id; there is no batch form.',
      access: 'role',
      pathParams: [project, folderId],
      query: ['activity_skip', 'comment'],
      addedSections: ['query'],
      returns: {kind: 'empty', description: 'Nothing: an empty body with status 204.'},
      example: {path: '/thumper/folders/7'},
    },
  ],
} as const satisfies Resource;
