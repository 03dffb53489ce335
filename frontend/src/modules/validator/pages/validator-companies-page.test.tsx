import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, renderValidatorPage } from '../testing/render-validator-page.tsx';
import ValidatorCompaniesPage from './validator-companies-page.tsx';

afterEach(cleanup);

const COMPANIES = {
  items: [
    {
      id: 12,
      name: 'Apple Inc.',
      cik: '0000320193',
      ticker: 'AAPL',
      projectCount: 2,
      lastRunAt: '2026-01-05T10:00:00Z',
      lastRunState: 'failed',
    },
    { id: 13, name: 'Harbor Holdings', cik: null, ticker: null, projectCount: 0, lastRunAt: null, lastRunState: null },
  ],
  total: 2,
  page: 1,
  size: 10,
};

const renderPage = (url: string) =>
  renderValidatorPage(<ValidatorCompaniesPage />, '/validator/validatorcompanies', url, (call) =>
    call.startsWith('GET /api/validator/companies?') ? json(200, COMPANIES) : undefined,
  );

describe('the Validator’s companies', () => {
  it('asks the API for the search, sort and page the URL holds', async () => {
    const { calls } = renderPage('/validator/validatorcompanies?filter=apple&sort=lastRunAt&order=desc&page=2&size=30');
    await screen.findByText('Harbor Holdings');
    expect(calls[0]).toBe('GET /api/validator/companies?page=2&size=30&q=apple&sort=lastRunAt&order=desc');
    expect(screen.getByRole('columnheader', { name: /Last run/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('shows each company’s identifiers, projects and last run, and opens its projects', async () => {
    renderPage('/validator/validatorcompanies');
    const link = await screen.findByRole('link', { name: 'Projects of Apple Inc.' });
    expect(link.getAttribute('href')).toBe('/validator/projectlist?companyId=12');
    expect(screen.getByText('0000320193')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('Not run yet')).toBeTruthy();
  });

  it('sorts by the number of projects from its column header', async () => {
    const { calls } = renderPage('/validator/validatorcompanies');
    await screen.findByText('Harbor Holdings');
    fireEvent.click(screen.getByRole('button', { name: /Projects/ }));
    await waitFor(() => expect(calls.at(-1)).toBe('GET /api/validator/companies?page=1&size=10&sort=projectCount&order=asc'));
  });
});
