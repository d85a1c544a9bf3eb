/**
 * The reader's server (address, project key, token), kept in sessionStorage
 * only: it lasts as long as the tab, is never written to localStorage, a
 * cookie or a log, and is shared by every Try it panel of the tab. Panels
 * open at the same time hear each other's changes through one event.
 *
 * Not `useStorageSlot` of `@docusaurus/theme-common`: where storage is refused
 * it hands out a slot that keeps nothing, so the fields could not be typed in
 * (here the copy in memory keeps the panel working), and it appends the site's
 * storage namespace (on with `future.v4`) to the key, so the key would no
 * longer be `behaviour.tryItServerKey`.
 */
import {useCallback, useSyncExternalStore} from 'react';
import {behaviour} from '@site/src/config/behaviour';
import type {ServerSettings} from './request';

const key = behaviour.tryItServerKey;
const changeEvent = `${key}:change`;

export const noServer: ServerSettings = {address: '', project: '', token: ''};

function read(): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    // Storage refused (a privacy setting): the panel still works for this page.
    return null;
  }
}

function parse(text: string | null): ServerSettings {
  if (text === null) return noServer;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof ServerSettings, unknown>>;
    const field = (name: keyof ServerSettings): string =>
      typeof value[name] === 'string' ? value[name] : '';
    return {address: field('address'), project: field('project'), token: field('token')};
  } catch {
    return noServer;
  }
}

/** In-memory copy, for a tab whose storage refuses writes. */
let fallback: string | null = null;

function snapshot(): string | null {
  return read() ?? fallback;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  return () => window.removeEventListener(changeEvent, onChange);
}

function write(settings: ServerSettings | null): void {
  fallback = settings === null ? null : JSON.stringify(settings);
  try {
    if (fallback === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, fallback);
  } catch {
    // Kept in memory only (see fallback).
  }
  window.dispatchEvent(new Event(changeEvent));
}

/** The settings, a setter for some of them, and a way to forget them all. */
export function useServerSettings(): [
  settings: ServerSettings,
  update: (change: Partial<ServerSettings>) => void,
  clear: () => void,
] {
  const text = useSyncExternalStore(subscribe, snapshot, () => null);
  const settings = parse(text);
  const update = useCallback(
    (change: Partial<ServerSettings>) => write({...parse(snapshot()), ...change}),
    [],
  );
  const clear = useCallback(() => write(null), []);
  return [settings, update, clear];
}
