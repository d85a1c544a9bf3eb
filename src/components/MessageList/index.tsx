import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ReferenceTable, {type Column} from '@site/src/components/ReferenceTable';
import DataEditLink from '@site/src/components/DataEditLink';
import {dataPart} from '@site/shared/dataParts';
import InlineText from '@site/src/components/ApiOperation/InlineText';
import {errorAnchor} from '@site/src/data/api/errors';
import {messageAnchor, messages, type MessageOrigin} from '@site/src/data/messages';
import {v8SourceUrl} from '@site/src/config/v8Source';

type Props = {readonly origin: MessageOrigin};

/** As the page's headings call them. */
const titles: Readonly<Record<MessageOrigin, string>> = {
  api: 'API and command line messages',
  app: 'Admin app messages',
  sdk: 'JavaScript SDK messages',
};

const columns: readonly Column[] = [
  {title: 'Message', kind: 'name', labelled: false},
  {title: 'Error code', kind: 'fact', labelled: true},
  {title: 'Defined in', kind: 'fact', labelled: true},
  {title: 'When', kind: 'text', labelled: true},
  {title: 'What to do', kind: 'text', labelled: true},
];

/**
 * The messages of the API (and its CLI), of the app or of the JavaScript SDK,
 * word for word, from src/data/messages, each with its anchor
 * (`#message-api-item-not-found`), which search opens when a reader pastes
 * the message.
 */
export default function MessageList({origin}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const entries = messages
    .filter((message) => message.origin === origin)
    .map((message) => {
      const id = messageAnchor(message);
      brokenLinks.collectAnchor(id);
      const [file = '', line = ''] = message.definedIn.split('#');
      return {
        key: id,
        id,
        cells: [
          <code>{message.text}</code>,
          message.code === undefined ? (
            'none'
          ) : (
            <Link to={`/api/errors.html#${errorAnchor(message.code)}`}>{message.code}</Link>
          ),
          <Link href={v8SourceUrl(message.definedIn)}>{`${file.split('/').at(-1)} ${line}`}</Link>,
          <InlineText text={message.meaning} />,
          <>
            <InlineText text={message.action} />
            {message.explainedAt === undefined ? null : (
              <>
                {' '}
                <Link to={message.explainedAt}>More about it</Link>.
              </>
            )}
          </>,
        ],
      };
    });
  if (entries.length === 0) {
    throw new Error(`<MessageList>: no message from "${origin}".`);
  }
  // Each message is a record of its own in the search index (plugins/search-index):
  // as page text, the list would answer every query with its hundreds of words.
  return (
    <div data-pagefind-ignore="all">
      <DataEditLink part={dataPart.messages(origin)} name={titles[origin]} />
      <ReferenceTable columns={columns} entries={entries} />
    </div>
  );
}
