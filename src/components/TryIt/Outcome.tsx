import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Json} from '@site/src/data/api/types';
import {cors} from '@site/src/data/config/cors';
import {configAnchor} from '@site/src/data/config/anchor';
import {directusError, statusMeaning, type Body} from './answer';
import {isJsonArray} from './request';
import styles from './styles.module.css';

export type Result =
  | {
      readonly kind: 'answer';
      readonly status: number;
      readonly statusText: string;
      /** A redirect the page may not follow or read (fetch's `redirect: 'manual'`). */
      readonly redirected: boolean;
      readonly headers: readonly (readonly [string, string])[];
      readonly body: Body;
      readonly ms: number;
      readonly curl: string;
    }
  | {readonly kind: 'failure'; readonly address: string; readonly curl: string};

/** A config key of the CORS group, as the reference tables name and anchor it. */
function corsKey(key: string): {key: string; env: string; anchor: string} {
  const entry = cors.keys.find((candidate) => candidate.key === key);
  if (!entry?.env) throw new Error(`Try it: no CORS config key ${key}.`);
  return {key: entry.key, env: entry.env, anchor: configAnchor(entry)};
}

/** Objects and arrays this deep or deeper start folded. */
const openDepth = 2;

function JsonValue({value, depth}: {readonly value: Json; readonly depth: number}): ReactNode {
  if (value === null || typeof value !== 'object') {
    return <span className={styles.scalar}>{JSON.stringify(value)}</span>;
  }
  const list = isJsonArray(value);
  const entries: [string, Json][] = isJsonArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  const [open, close] = list ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return <span>{`${open}${close}`}</span>;
  return (
    <details open={depth < openDepth} className={styles.fold}>
      <summary>
        {open}
        <span className={styles.count}>
          {' '}
          {entries.length} {list ? 'items' : 'keys'}{' '}
        </span>
      </summary>
      <ul>
        {entries.map(([key, item]) => (
          <li key={key}>
            {list ? null : <span className={styles.key}>{JSON.stringify(key)}: </span>}
            <JsonValue value={item} depth={depth + 1} />
          </li>
        ))}
      </ul>
      <span>{close}</span>
    </details>
  );
}

function CopyCurl({curl}: {readonly curl: string}): ReactNode {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  return (
    <details className={styles.sent}>
      <summary>The request, as curl</summary>
      <pre>{curl}</pre>
      <button
        type="button"
        className="button button--sm button--outline button--secondary"
        onClick={() => {
          navigator.clipboard.writeText(curl).then(
            () => setCopied('yes'),
            () => setCopied('failed'),
          );
        }}>
        Copy as curl
      </button>{' '}
      <span role="status">
        {copied === 'yes'
          ? 'Copied. It reads the token from $TOKEN.'
          : copied === 'failed'
            ? 'Could not copy: select the text instead.'
            : ''}
      </span>
    </details>
  );
}

function BodyView({body}: {readonly body: Body}): ReactNode {
  switch (body.kind) {
    case 'none':
      return <p>No body.</p>;
    case 'json':
      return (
        <div className={styles.json}>
          <JsonValue value={body.value} depth={0} />
        </div>
      );
    case 'text':
      return <pre className={styles.text}>{body.text}</pre>;
    case 'bytes':
      return (
        <p>
          {body.size} bytes of {body.contentType}.
        </p>
      );
  }
}

function Failure({address}: {readonly address: string}): ReactNode {
  const enabled = corsKey('cors.enabled');
  const origin = corsKey('cors.origin');
  const ping = `${address.trim().replace(/\/+$/, '')}/server/ping`;
  return (
    <div className={styles.failure}>
      <p>
        <strong>No answer could be read from {address}.</strong> The browser did not get one, or did
        not let this page read it. The likely causes:
      </p>
      <ul>
        <li>
          Your server does not allow this page’s origin ({window.location.origin}): CORS is off, or
          the origin is not in its list. Set{' '}
          <Link to={`/advanced/api/configuration.html#${enabled.anchor}`}>
            <code>{enabled.key}</code>
          </Link>{' '}
          to true and add the origin to{' '}
          <Link to={`/advanced/api/configuration.html#${origin.anchor}`}>
            <code>{origin.key}</code>
          </Link>{' '}
          in the project’s config file, or set{' '}
          <Link to={`/docker/environment.html#${enabled.anchor}`}>
            <code>{enabled.env}</code>
          </Link>{' '}
          and{' '}
          <Link to={`/docker/environment.html#${origin.anchor}`}>
            <code>{origin.env}_0</code>
          </Link>{' '}
          in the environment.
        </li>
        <li>
          The address is wrong, or the server is down: open <Link href={ping}>{ping}</Link>; it
          answers <code>pong</code>. The address comes without the{' '}
          <Link to="/api/reference.html#projects">project key</Link>, which goes in its own field.
        </li>
        <li>
          An https:// server whose certificate your browser does not trust: open the address in a
          tab once and accept it, or use its http:// address on localhost.
        </li>
      </ul>
    </div>
  );
}

/** The answer to the request, or why there is none. */
export default function Outcome({result}: {readonly result: Result}): ReactNode {
  if (result.kind === 'failure') {
    return (
      <div className={styles.outcome} role="alert">
        <Failure address={result.address} />
        <CopyCurl curl={result.curl} />
      </div>
    );
  }
  const error = result.body.kind === 'json' ? directusError(result.body.value) : undefined;
  return (
    <div className={styles.outcome} role="region" aria-label="Answer">
      <p className={styles.statusLine}>
        <strong>{result.redirected ? 'Redirect' : result.status}</strong>{' '}
        {result.redirected
          ? 'The server answered with a redirect: the browser does not let this page read it.'
          : statusMeaning(result.status, result.statusText)}{' '}
        <span className={styles.time}>{Math.round(result.ms)} ms</span>
      </p>
      {error ? (
        <p>
          Directus error {error.code}
          {error.message === '' ? '' : `: ${error.message}`}.{' '}
          <Link to={`/api/errors.html#${error.anchor}`}>What error {error.code} means</Link>
        </p>
      ) : null}
      <details className={styles.headers}>
        <summary>Headers ({result.headers.length})</summary>
        <dl>
          {result.headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.hint}>
          From another origin, the browser shows only the headers the server exposes.
        </p>
      </details>
      <BodyView body={result.body} />
      <CopyCurl curl={result.curl} />
    </div>
  );
}
