/**
 * Where the site is published: the origin (`url`) and the path under it
 * (`baseUrl`), from SITE_URL and BASE_URL (README, "Deploy under a path").
 * docusaurus.config.ts passes the environment in; every other part of the
 * build and the browser code reads them from Docusaurus (`siteConfig`,
 * `useBaseUrl`, a plugin's `baseUrl`), never from here. Build-time only.
 */
import {site} from './site';

export type Deployment = {
  /** Absolute http(s) origin, without a trailing slash: `https://v8.docs.directus.io`. */
  readonly url: string;
  /** The path the site lives under, with a slash at each end: `/` or `/v8/`. */
  readonly baseUrl: string;
};

export const defaultDeployment: Deployment = {url: site.url, baseUrl: '/'};

/** Thrown for a variable that is set but unusable: the message names it and says what it needs. */
export class DeploymentError extends Error {}

function siteUrl(value: string): string {
  const problem = `SITE_URL must be an absolute http(s) origin such as https://docs.example.com (no path, query or #anchor), not "${value}". Put a path in BASE_URL.`;
  const parsed = URL.canParse(value) ? new URL(value) : null;
  const isOrigin =
    parsed !== null &&
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.pathname === '/' &&
    parsed.search === '' &&
    parsed.hash === '' &&
    // `new URL` also accepts `https:example.com` and a lone trailing `?` or `#`.
    /^https?:\/\/[^/?#]+\/?$/i.test(value);
  if (!isOrigin) {
    throw new DeploymentError(problem);
  }
  return parsed.origin;
}

function baseUrl(value: string): string {
  const valid = /^\/((?!\.{1,2}\/)[A-Za-z0-9._~-]+\/)*$/.test(value);
  if (!valid) {
    throw new DeploymentError(
      `BASE_URL must be a path that starts and ends with "/", such as /v8/ (letters, digits, ".", "_", "~" and "-" between the slashes), not "${value}".`,
    );
  }
  return value;
}

/**
 * The deployment that `env` asks for; an unset or empty variable keeps its
 * default. Throws a DeploymentError naming the variable when one is unusable.
 */
export function deploymentFrom(env: Readonly<Record<string, string | undefined>>): Deployment {
  const url = env.SITE_URL?.trim() ?? '';
  const base = env.BASE_URL?.trim() ?? '';
  return {
    url: url === '' ? defaultDeployment.url : siteUrl(url),
    baseUrl: base === '' ? defaultDeployment.baseUrl : baseUrl(base),
  };
}
