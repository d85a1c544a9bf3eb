/** Path parameters that many operations share, so each is described once. */
import type {PathParam} from './types';

export const project: PathParam = {
  name: 'project',
  type: 'string',
  description:
    'The project key: the name of its config file, config/<project>.php (config/private.<project>.php for a private project). When the API takes its configuration from environment variables, any key is served with that one configuration; `_` by convention.',
};

export const collection: PathParam = {
  name: 'collection',
  type: 'string',
  description: 'The collection (table) name.',
};

/** The primary key of one item, or several keys separated by commas where the operation allows. */
export function primaryKey(of: string, several = false): PathParam {
  return {
    name: 'id',
    type: 'string',
    description: several
      ? `The primary key of the ${of}, or several keys separated by commas.`
      : `The primary key of the ${of}.`,
  };
}

/** A revision's place in its item's history: the service sorts revisions by id, oldest first. */
export const revisionOffset: PathParam = {
  name: 'offset',
  type: 'integer',
  description: 'How many revisions to skip, oldest first: 0 is the first revision.',
};
