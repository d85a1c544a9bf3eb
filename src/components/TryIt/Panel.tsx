import {useId, useRef, useState, type InputHTMLAttributes, type ReactNode} from 'react';
import type {Operation} from '@site/src/data/api/types';
import {useChosenExample} from '@site/src/components/ApiOperation/useChosenExample';
import {
  initialInput,
  needsConfirmation,
  pathParamNames,
  problemsOf,
  requestOf,
  usesProject,
  type Input,
  type Problems,
  type ServerSettings,
} from './request';
import {useServerSettings} from './server';
import {headerList, readBody} from './answer';
import Outcome, {type Result} from './Outcome';
import styles from './styles.module.css';

type Props = {readonly operation: Operation};

type FieldProps = {
  readonly id: string;
  readonly label: ReactNode;
  readonly problem: string | undefined;
  readonly hint?: ReactNode;
  readonly children: (described: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
};

/** A labelled control, with its hint and its problem (if any) beside it, both read with it. */
function Field({id, label, problem, hint, children}: FieldProps): ReactNode {
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': problem !== undefined,
        'aria-describedby': described || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

type ServerFieldProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'spellCheck'
> & {
  readonly idPrefix: string;
  readonly name: keyof ServerSettings;
  readonly label: string;
  readonly problem?: string | undefined;
  readonly hint?: string;
  readonly server: ServerSettings;
  readonly update: (change: Partial<ServerSettings>) => void;
};

/** One setting of the reader's server: it shows, and changes, the copy every panel shares. */
function ServerField({
  idPrefix,
  name,
  label,
  problem,
  hint,
  server,
  update,
  ...input
}: ServerFieldProps): ReactNode {
  return (
    <Field id={`${idPrefix}${name}`} label={label} problem={problem} hint={hint}>
      {(props) => (
        <input
          {...props}
          {...input}
          value={server[name]}
          onChange={(event) => update({[name]: event.target.value})}
        />
      )}
    </Field>
  );
}

/** The reader's server: one place for all panels of the tab, and the way to forget it. */
function ServerFields({
  idPrefix,
  problems,
  project,
}: {
  readonly idPrefix: string;
  readonly problems: Problems;
  readonly project: boolean;
}): ReactNode {
  const [server, update, clear] = useServerSettings();
  const stored = server.address !== '' || server.project !== '' || server.token !== '';
  const shared = {idPrefix, server, update};
  return (
    <fieldset className={styles.group}>
      <legend>Your server</legend>
      <p className={styles.hint}>
        Shared by every Try it panel, kept in this tab’s session storage until you close it or
        forget it here, and sent only to this address.
      </p>
      <ServerField
        {...shared}
        name="address"
        label="API address"
        problem={problems.address}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="http://localhost:8080"
      />
      <ServerField
        {...shared}
        name="project"
        label="Project key"
        problem={project ? problems.project : undefined}
        type="text"
        autoComplete="off"
        spellCheck={false}
      />
      <ServerField
        {...shared}
        name="token"
        label="Token"
        hint="A static token or an access token. Leave it empty to call as the Public role."
        type="password"
        autoComplete="off"
        spellCheck={false}
      />
      <button
        type="button"
        className="button button--sm button--outline button--secondary"
        disabled={!stored}
        onClick={clear}>
        Forget server and token
      </button>
    </fieldset>
  );
}

/**
 * The Try it panel of one operation (loaded when the reader opens it): the
 * request's fields, prefilled from the example shown and checked against the
 * operation's data, then the answer.
 */
export default function Panel({operation}: Props): ReactNode {
  const [variantKey, example] = useChosenExample(operation);
  // A new form when the reader picks another variant of the example.
  return <Form key={variantKey} operation={operation} example={example} />;
}

function Form({operation, example}: Props & {readonly example: Operation['example']}): ReactNode {
  const idPrefix = `${useId()}-`;
  const [server] = useServerSettings();
  const [input, setInput] = useState<Input>(() => initialInput(operation, example));
  const [files, setFiles] = useState<Readonly<Record<string, File | undefined>>>({});
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const problems = problemsOf(operation, server, input, window.location.protocol, files);
  const shown: Problems = attempted ? problems : {};
  const host = (() => {
    try {
      return new URL(server.address).host;
    } catch {
      return 'your server';
    }
  })();

  function change(next: Input): void {
    setInput(next);
    setConfirming(false);
  }

  async function send(): Promise<void> {
    setAttempted(true);
    if (Object.keys(problems).length > 0) {
      setConfirming(false);
      // After React has shown the messages: the first field with one takes the focus.
      window.requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    if (needsConfirmation(operation) && !confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    const request = requestOf(operation, server, input, files);
    setSending(true);
    setResult(null);
    const started = performance.now();
    try {
      const response = await fetch(request.url, request.init);
      const body = await readBody(response);
      setResult({
        kind: 'answer',
        status: response.status,
        statusText: response.statusText,
        redirected: response.type === 'opaqueredirect',
        headers: headerList(response.headers),
        body,
        ms: performance.now() - started,
        curl: request.curl,
      });
    } catch {
      setResult({kind: 'failure', address: server.address, curl: request.curl});
    } finally {
      setSending(false);
    }
  }

  const pathNames = pathParamNames(operation).filter((name) => name !== 'project');
  return (
    <form
      ref={formRef}
      className={styles.panel}
      noValidate
      aria-label={`Try it: ${operation.summary}`}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}>
      <ServerFields idPrefix={idPrefix} problems={shown} project={usesProject(operation)} />
      {pathNames.length > 0 ? (
        <fieldset className={styles.group}>
          <legend>Path</legend>
          {pathNames.map((name) => (
            <Field
              key={name}
              id={`${idPrefix}path-${name}`}
              label={name}
              problem={shown[`path:${name}`]}>
              {(props) => (
                <input
                  {...props}
                  type="text"
                  spellCheck={false}
                  value={input.path[name] ?? ''}
                  onChange={(event) =>
                    change({...input, path: {...input.path, [name]: event.target.value}})
                  }
                />
              )}
            </Field>
          ))}
        </fieldset>
      ) : null}
      {input.query.length > 0 ? (
        <fieldset className={styles.group}>
          <legend>Query</legend>
          <p className={styles.hint}>Empty parameters are not sent.</p>
          {input.query.map((row, index) => (
            <Field
              key={row.name}
              id={`${idPrefix}query-${index}`}
              label={row.name}
              problem={shown[`query:${index}`]}>
              {(props) => (
                <input
                  {...props}
                  type="text"
                  spellCheck={false}
                  value={row.value}
                  onChange={(event) =>
                    change({
                      ...input,
                      query: input.query.map((other, at) =>
                        at === index ? {...other, value: event.target.value} : other,
                      ),
                    })
                  }
                />
              )}
            </Field>
          ))}
        </fieldset>
      ) : null}
      {input.body === null ? null : (
        <Field id={`${idPrefix}body`} label="Body (JSON)" problem={shown.body}>
          {(props) => (
            <textarea
              {...props}
              className={styles.body}
              spellCheck={false}
              rows={Math.min(16, input.body?.split('\n').length ?? 4)}
              value={input.body ?? ''}
              onChange={(event) => change({...input, body: event.target.value})}
            />
          )}
        </Field>
      )}
      {input.form === null ? null : (
        <fieldset className={styles.group}>
          <legend>Form (multipart)</legend>
          {input.form.map((field, index) => (
            <Field
              key={field.name}
              id={`${idPrefix}form-${field.name}`}
              label={field.name}
              problem={shown[`form:${field.name}`]}>
              {(props) =>
                field.kind === 'file' ? (
                  <input
                    {...props}
                    type="file"
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      setFiles({...files, [field.name]: file});
                      change({
                        ...input,
                        form: (input.form ?? []).map((other, at) =>
                          at === index && file ? {...other, value: file.name} : other,
                        ),
                      });
                    }}
                  />
                ) : (
                  <input
                    {...props}
                    type="text"
                    value={field.value}
                    onChange={(event) =>
                      change({
                        ...input,
                        form: (input.form ?? []).map((other, at) =>
                          at === index ? {...other, value: event.target.value} : other,
                        ),
                      })
                    }
                  />
                )
              }
            </Field>
          ))}
        </fieldset>
      )}
      <div className={styles.actions}>
        <button
          type="submit"
          className={`button button--sm ${confirming ? 'button--danger' : 'button--primary'}`}
          disabled={sending}>
          {confirming ? `Confirm: send ${operation.method} to ${host}` : `Send ${operation.method}`}
        </button>
        <p role="status" className={styles.status}>
          {confirming
            ? `This ${operation.method} request can change or delete data on ${host}. Press the button again to send it.`
            : sending
              ? 'Sending…'
              : attempted && Object.keys(problems).length > 0
                ? 'Fix the fields marked above first.'
                : ''}
        </p>
      </div>
      {result ? <Outcome result={result} /> : null}
    </form>
  );
}
