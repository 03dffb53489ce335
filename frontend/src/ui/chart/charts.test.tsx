import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart.tsx';
import { DonutChart } from './donut-chart.tsx';

afterEach(cleanup);

describe('BarChart', () => {
  it('reads out every value and sizes each bar against the largest', () => {
    render(
      <BarChart
        label="Companies"
        data={[
          { label: 'Active', value: 1200 },
          { label: 'Deleted', value: 300 },
        ]}
      />,
    );
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Companies: Active 1,200, Deleted 300');
    const widths = [...document.querySelectorAll('.bar-chart__bar')].map((bar) => Number(bar.getAttribute('width')));
    expect(widths).toEqual([100, 25]);
  });

  it('keeps a sliver for a tiny non-zero value so it does not read as zero', () => {
    render(
      <BarChart
        label="Runs"
        data={[
          { label: 'Big', value: 100_000 },
          { label: 'Tiny', value: 1 },
          { label: 'None', value: 0 },
        ]}
      />,
    );
    const widths = [...document.querySelectorAll('.bar-chart__bar')].map((bar) => Number(bar.getAttribute('width')));
    expect(widths).toEqual([100, 1, 0]);
  });
});

describe('DonutChart', () => {
  it('draws one slice per non-zero value, with the centre figure and a legend', () => {
    render(
      <DonutChart
        label="Imports"
        centerValue="10"
        centerLabel="rows"
        data={[
          { label: 'Created', value: 7 },
          { label: 'Failed', value: 3 },
          { label: 'Skipped', value: 0 },
        ]}
      />,
    );
    const svg = screen.getByRole('img');
    expect(svg.getAttribute('aria-label')).toBe('Imports: Created 7, Failed 3, Skipped 0');
    expect(svg.querySelectorAll('path:not(.donut-chart__track)')).toHaveLength(2);
    expect(svg.textContent).toContain('10');
    expect(document.querySelectorAll('.donut-chart__legend li')).toHaveLength(3);
  });
});
