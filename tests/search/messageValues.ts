/**
 * Values for the variable parts of the messages (src/data/messages), as a
 * reader's screen shows them: a reader pastes `Duplicate key "Car-Wash" for
 * collection "category"`, not the text with its placeholders left out.
 */
import {messagePlaceholder, type Message} from '@site/src/data/messages';
import {wordsOf} from '@site/src/components/Search/words';
import {searchTuning} from '@site/src/config/search';

const exampleValues: Readonly<Record<string, string>> = {
  adapter: 'redis',
  attribute: 'colour',
  attributes: 'db_name, db_user',
  code: '203',
  collection: 'category',
  column: 'summary',
  command: 'migrate',
  database: 'shop_cms',
  email: 'ana.lopez@example.com',
  endpoint: 'items/articles',
  error: 'SQLSTATE[HY000] [2002] Connection refused',
  ext: 'interfaces/color-picker',
  field: 'cover_image',
  fields: 'subtitle',
  filename: 'brochure-2020.pdf',
  first_name: 'Ana',
  given: 'integer',
  hasher: 'argon2',
  id: '418',
  key: 'Car-Wash',
  kind: 'IntValue',
  last_name: 'Lopez',
  length: '255',
  location: 'uploads/_/originals',
  message: 'Item with id "418" not found',
  method: 'GET',
  module: 'install',
  name: 'Editors',
  operator: 'starts_with',
  params: '{"fields":"*.*"}',
  path: '/var/www/directus/config/api.php',
  project: 'shop',
  size: '20MB',
  token: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9',
  transport: 'smtp2',
  type: 'money',
  types: 'image/jpeg, image/png',
  validation: '/^[A-Z]{3/',
  value: 'A long summary of the article',
};

/**
 * `message` as pasted with its values filled in, or undefined for a message
 * of fewer words besides them than a query must hold to quote it
 * (searchTuning.messageQuoteWords), stop words counted: "Missing: {value}"
 * is left out, `{field}: This value should not be blank.` is pasted.
 */
export function pastedWithValues(message: Message): string | undefined {
  if (
    !message.text.includes('{') ||
    wordsOf(message.text.replace(messagePlaceholder, ' ')).length < searchTuning.messageQuoteWords
  ) {
    return undefined;
  }
  return message.text.replace(messagePlaceholder, (placeholder) => {
    const name = placeholder.slice(1, -1);
    const value = exampleValues[name];
    if (value === undefined) {
      throw new Error(
        `tests/search/messageValues.ts: no example value for {${name}} in "${message.text}"`,
      );
    }
    return value;
  });
}
