import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Plugin} from '@docusaurus/types';
import leanTslibPlugin, {helpersCalled} from '@site/plugins/lean-tslib';
import {__importDefault} from '@site/plugins/lean-tslib/helpers';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

function aliasesFor(isServer: boolean): unknown {
  const configure = leanTslibPlugin().configureWebpack as ConfigureWebpack;
  // The plugin reads only `isServer`.
  const result = configure({}, isServer, {} as never, undefined);
  return (result as {resolve?: {alias?: unknown}} | undefined)?.resolve?.alias;
}

describe('lean tslib', () => {
  it('points the browser bundle, and only it, at the one helper', () => {
    expect(aliasesFor(false)).toEqual({
      tslib$: path.resolve(__dirname, '../../plugins/lean-tslib/helpers.ts'),
    });
    expect(aliasesFor(true)).toBeUndefined();
  });

  it('gives the helper Docusaurus calls, which wraps CommonJS modules as tslib does', () => {
    const commonJs = {answer: 42};
    expect(__importDefault(commonJs)).toEqual({default: commonJs});
    const esModule = {__esModule: true, default: 'x'};
    expect(__importDefault(esModule)).toBe(esModule);
  });

  it('finds the helpers that minified code calls, not the ones it only defines', () => {
    const helpers = ['__importDefault', '__awaiter', '__extends'];
    const code = 'var n=r(7);n.__importDefault(a);(0,n.__awaiter)(b);o.d(t,{__extends:()=>e})';
    expect(helpersCalled(code, helpers)).toEqual(['__importDefault', '__awaiter']);
  });
});
