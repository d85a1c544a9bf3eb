/** The error code data: what the Errors page promises readers. */
import {describe, expect, it} from 'vitest';
import {apiErrors, errorGroupInfo, errorGroups, errorStatuses} from '@site/src/data/api/errors';

describe('the error code data', () => {
  it('lists every code once', () => {
    const codes = apiErrors.map((error) => error.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives every class a valid HTTP status and texts', () => {
    for (const error of apiErrors) {
      expect(error.sources.length).toBeGreaterThan(0);
      for (const source of error.sources) {
        expect(errorStatuses).toContain(source.status);
        expect(source.status).toBeGreaterThanOrEqual(400);
        expect(source.status).toBeLessThan(600);
        expect(source.name).not.toBe('');
        expect(source.meaning).toMatch(/\.$/);
        expect(source.action).toMatch(/\.$/);
      }
    }
  });

  it('fills every group, in the order of the codes', () => {
    for (const group of errorGroups) {
      expect(apiErrors.some((error) => error.group === group)).toBe(true);
      expect(errorGroupInfo[group].anchor).toMatch(/^[a-z]+-error-codes$/);
    }
    const sorted = [...apiErrors].sort((a, b) => a.code - b.code);
    expect(apiErrors.map((error) => error.code)).toEqual(sorted.map((error) => error.code));
  });
});
