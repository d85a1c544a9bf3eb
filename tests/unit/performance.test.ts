import {describe, expect, it} from 'vitest';
import {isLikelyNext} from '@site/plugins/prefetch-policy/policy';
import {budgets, median, meets, percentile95, verdict} from '@site/scripts/bench/budgets';

describe('prefetch policy', () => {
  it('prefetches only the next page', () => {
    expect(isLikelyNext('/api/items.html', '/api/items.html')).toBe(true);
    expect(isLikelyNext('/api/files.html', '/api/items.html')).toBe(false);
    expect(isLikelyNext('/api/items.html', null)).toBe(false);
  });
});

describe('benchmark budgets', () => {
  it('judges maxima and minima', () => {
    expect(meets(budgets.cleanBuildSeconds, 15)).toBe(true);
    expect(meets(budgets.cleanBuildSeconds, 15.1)).toBe(false);
    expect(meets(budgets.lighthousePerformance, 95)).toBe(true);
    expect(meets(budgets.lighthousePerformance, 94)).toBe(false);
    expect(verdict(budgets.lcpSeconds, 1.2)).toBe('MET     LCP: 1.2s (budget <= 1.5s)');
  });

  it('takes the median of odd and even runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('takes the 95th percentile by nearest rank', () => {
    const runs = Array.from({length: 20}, (_, index) => index + 1);
    expect(percentile95(runs)).toBe(19);
    expect(percentile95([7])).toBe(7);
  });
});
