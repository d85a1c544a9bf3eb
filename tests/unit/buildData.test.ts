import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {dataModule} from '@site/shared/buildData';

const plugins = path.join(__dirname, '../../plugins');

describe('build data', () => {
  it('gives each side its own module where the plugin has two', () => {
    const dir = path.join(plugins, 'edit-links');
    expect(dataModule(dir, true)).toBe(path.join(dir, 'data.server.ts'));
    expect(dataModule(dir, false)).toBe(path.join(dir, 'data.client.ts'));
  });

  it('gives both sides the same module where the plugin has one', () => {
    const dir = path.join(plugins, 'corrections');
    expect(dataModule(dir, true)).toBe(path.join(dir, 'data.ts'));
    expect(dataModule(dir, false)).toBe(path.join(dir, 'data.ts'));
  });
});
