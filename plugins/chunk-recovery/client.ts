/**
 * When a page's code fails to download (a deploy removed old chunks, the
 * connection dropped, or the 120 s time-out passed), Docusaurus reloads once and
 * then leaves the server-rendered page without its scripts. We tell the
 * reader, and offer a reload, instead of leaving a page that silently does
 * not work. Plain DOM: React may be the part that failed to load.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {labels} from '@site/src/config/labels';
import {guard} from '@site/src/utils/guard';
import {isChunkLoadError} from './chunkError';
import './styles.css';

const NOTICE_ID = 'chunk-error-notice';

function showNotice(): void {
  if (document.getElementById(NOTICE_ID)) {
    return;
  }
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.className = 'chunk-error-notice';
  notice.setAttribute('role', 'alert');

  const title = document.createElement('p');
  title.className = 'chunk-error-notice__title';
  title.textContent = labels.chunkErrorTitle;

  const body = document.createElement('p');
  body.textContent = labels.chunkErrorBody;

  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary';
  button.textContent = labels.reload;
  button.addEventListener('click', () => window.location.reload());

  notice.append(title, body, button);
  document.body.append(notice);
  button.focus();
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener(
    'unhandledrejection',
    guard('chunk-recovery', (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) {
        showNotice();
      }
    }),
  );
}
