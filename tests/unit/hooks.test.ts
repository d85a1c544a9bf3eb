import {describe, expect, it} from 'vitest';
import {hookAnchor, hookEvents, hookKinds} from '@site/src/data/hooks';

/** A dotted event name: lowercase parts or `<placeholder>`s, an optional `:before`/`:after`/`:credentials`. */
const wellFormed = /^[a-z]+(\.([a-z]+|<collection>|<METHOD>))*(:(before|after|credentials))?$/;

describe('hook events', () => {
  it('lists each event once per kind', () => {
    const keys = hookEvents.map((event) => `${event.kind} ${event.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every row a unique anchor', () => {
    const anchors = hookEvents.map(hookAnchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    anchors.forEach((anchor) => expect(anchor).toMatch(/^(action|filter)-[a-z0-9-]+$/));
  });

  it('names every event in the dotted form the emitter uses', () => {
    hookEvents.forEach((event) => {
      expect(hookKinds).toContain(event.kind);
      expect(event.name).toMatch(wellFormed);
    });
  });

  it('describes when each event fires, its payload and its source', () => {
    hookEvents.forEach((event) => {
      expect(event.when.length).toBeGreaterThan(10);
      expect(event.payload.length).toBeGreaterThan(0);
      expect(event.source).not.toBe('');
    });
  });

  it('says what a filter does with its return value, and only for filters', () => {
    hookEvents.forEach((event) => {
      if (event.kind === 'filter') {
        expect(event.result).toBeTruthy();
      } else {
        expect(event.result).toBeUndefined();
      }
    });
  });

  it('keeps the scoped item events in the emitter order: collection before the phase', () => {
    const names = hookEvents.map((event) => event.name);
    expect(names).toContain('item.create.<collection>:before');
    expect(names).toContain('field.update.<collection>:after');
    expect(names.some((name) => /:(before|after)\./.test(name))).toBe(false);
  });

  it('builds anchors from the kind and the name', () => {
    expect(hookAnchor({kind: 'action', name: 'item.create.<collection>:before'})).toBe(
      'action-item-create-collection-before',
    );
  });
});
