import { Module } from '@ea/contracts';
import type { Company, CompanyAuditEntry } from '@ea/contracts/directory';
import type { LoginSuccess } from '@ea/contracts/identity';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { documentCookies } from '@/app/session/cookies.ts';
import { SessionClient } from '@/app/session/session-client.ts';
import { SessionProvider } from '@/app/session/session-context.tsx';
import CompanyPage from './company-page.tsx';

afterEach(() => {
  cleanup();
  // Each test signs in anew; the configuration cookie of the last one must not carry over.
  documentCookies().clearAll();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const company: Company = {
  id: 7,
  channelId: 3,
  name: 'Apple Inc.',
  ticker: 'AAPL',
  cik: '0000320193',
  cid: null,
  sic: '3571',
  cusip: '037833100',
  fiscalYearEnd: '09-27',
  filerCategory: 'Large Accelerated Filer',
  smallerReportingCompany: false,
  emergingGrowthCompany: true,
  stateOfIncorporation: 'CA',
  ein: '94-2404110',
  businessStreet1: 'One Apple Park Way',
  businessStreet2: null,
  businessCity: 'Cupertino',
  businessState: 'CA',
  businessZip: '95014',
  businessPhone: '(408) 996-1010',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  deletedAt: null,
  deletedBy: null,
};

const edit: CompanyAuditEntry = {
  id: 11,
  occurredAt: '2026-01-02T10:00:00Z',
  actorId: '1',
  actorEmail: 'admin@example.com',
  action: 'Update',
  targetType: 'company',
  targetId: '7',
  channelId: 3,
  companyId: 7,
  before: { name: 'Apple Inc.', fiscalYearEnd: '12-31', emergingGrowthCompany: false, channelId: 2 },
  after: { name: 'Apple Inc.', fiscalYearEnd: '09-27', emergingGrowthCompany: true, channelId: 3 },
};

const user = (id: number, firstName: string, singleCompanyId: number | null) => ({
  id,
  email: `${firstName.toLowerCase()}@example.com`,
  userName: firstName.toLowerCase(),
  firstName,
  lastName: 'Tester',
  channelId: 3,
  channelName: 'Acme Filings',
  roles: [{ id: 2, name: 'Preparer' }],
  products: [],
  status: 1,
  activeFlag: 'Active',
  locked: false,
  admin: false,
  singleCompanyId,
  brand: 'default',
  mfa: { emailCode: false, authenticator: false },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

function signedIn(overrides: Partial<LoginSuccess>): LoginSuccess {
  return {
    access_token: 'access-1',
    access_token_expiry: Date.now() / 1000 + 3600,
    userId: '9',
    brand: 'default',
    UserEmail: 'staff@example.com',
    UserRoles: [{ RoleName: 'Preparer' }],
    MODULE_ACCESS: [],
    singleCompany: null,
    Feature_UserManagement: false,
    Feature_CompanyManagement: false,
    Feature_AuditLog: false,
    Feature_Editor: false,
    Admin: false,
    ...overrides,
  };
}

/** The page at /company/:id for a user, with a fetch answering the directory's and identity's APIs. */
function renderPage(id: number, who: LoginSuccess) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const address = String(input);
    asked.push(address);
    if (address === '/api/company/7') return json(200, company);
    if (address === '/api/client/3') return json(200, { id: 3, name: 'Acme Filings', logoUrl: null, createdAt: '', updatedAt: '' });
    if (address.startsWith('/api/company/7/auditlog?')) return json(200, { items: [edit], total: 1, page: 1, limit: 10 });
    if (address.startsWith('/api/user?')) {
      const items = [user(21, 'Ana', null), user(22, 'Ben', 7), user(23, 'Cy', 99)];
      return json(200, { items, total: items.length, page: 1, size: 500 });
    }
    return json(404, { code: 'notFound', message: 'Company not found' });
  }) as typeof globalThis.fetch;
  const session = new SessionClient({ fetch, cookies: documentCookies(), setTimer: () => 0, clearTimer: () => undefined });
  session.establish(who, 'default');
  const router = createMemoryRouter([{ path: '/company/:companyId', element: <CompanyPage /> }], {
    initialEntries: [`/company/${id}`],
  });
  render(
    <SessionProvider client={session}>
      <SWRConfig value={{ provider: () => new Map(), fetcher: (key: string) => session.json(key) }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </SessionProvider>,
  );
  return { asked };
}

/** A section card of the page by its heading. */
function card(name: string): HTMLElement {
  const section = screen.getByRole('heading', { level: 2, name }).closest('section');
  if (!section) throw new Error(`no section titled ${name}`);
  return section;
}

const hasCard = (name: string) => screen.queryByRole('heading', { level: 2, name }) !== null;

describe('CompanyPage', () => {
  it('shows the header, filer details, the users working on it, its history and links to its documents and filings', async () => {
    const { asked } = renderPage(
      7,
      signedIn({ Admin: true, MODULE_ACCESS: [Module.library, Module.edgareye], Feature_AuditLog: true, Feature_UserManagement: true }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Apple Inc.' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Company summary' });
    expect(within(summary).getByText('0000320193')).toBeTruthy();
    expect(await within(summary).findByText('Acme Filings')).toBeTruthy();
    expect(within(summary).getByText('Active')).toBeTruthy();

    const filer = card('Filer details');
    expect(within(filer).getByText('September 27 (09-27)')).toBeTruthy();
    expect(within(filer).getByText('Large Accelerated Filer')).toBeTruthy();
    expect(within(filer).getByText('California (CA)')).toBeTruthy();
    expect(within(filer).getByText('94-2404110')).toBeTruthy();
    expect(within(filer).getByText('Cupertino, CA 95014')).toBeTruthy();
    expect(within(filer).getByRole('link', { name: '(408) 996-1010' }).getAttribute('href')).toBe('tel:4089961010');

    const users = card('Users');
    expect(await within(users).findByText('ana@example.com')).toBeTruthy();
    expect(within(users).getByText('ben@example.com')).toBeTruthy();
    expect(within(users).getByText('This company only')).toBeTruthy();
    // Confined to another company of the channel: not one of this company's users.
    expect(within(users).queryByText('cy@example.com')).toBeNull();
    expect(asked.some((address) => address.startsWith('/api/user?') && address.includes('clientfilter=3'))).toBe(true);

    const history = card('History');
    expect(await within(history).findByText('Edited')).toBeTruthy();
    expect(within(history).getByText('admin@example.com')).toBeTruthy();
    expect(within(history).getByText('Fiscal year end')).toBeTruthy();
    expect(within(history).getByText('December 31')).toBeTruthy();
    // Flags read as Yes/No, the company's channel by its name.
    expect(within(history).getByText('Emerging growth company')).toBeTruthy();
    expect(within(history).getByText('No')).toBeTruthy();
    expect(within(history).getByText('Yes')).toBeTruthy();
    expect(within(history).getByText('Acme Filings')).toBeTruthy();
    // A channel the reader cannot see keeps its id, marked as one.
    expect(within(history).getByText('Channel #2')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Documents' }).getAttribute('href')).toBe('/company/7/documents');
    expect(screen.getByRole('link', { name: 'Filings on EDGAR' }).getAttribute('href')).toBe('/edgar-eye/search-filings?cik=320193');
    expect(screen.getByRole('link', { name: 'Edit company' }).getAttribute('href')).toBe('/companies/7/edit');
  });

  it('leaves out what the user may not open, and reads no users or history for them', async () => {
    const { asked } = renderPage(7, signedIn({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Apple Inc.' })).toBeTruthy();
    expect(card('Filer details')).toBeTruthy();
    expect(hasCard('Users')).toBe(false);
    expect(hasCard('History')).toBe(false);
    expect(screen.queryByRole('link', { name: 'Documents' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit company' })).toBeNull();
    expect(asked.filter((address) => address.startsWith('/api/user') || address.includes('/auditlog'))).toEqual([]);
  });

  it("says a company it cannot read (another channel's) was not found", async () => {
    renderPage(8, signedIn({}));
    expect(await screen.findByText('This company could not be found')).toBeTruthy();
    expect(screen.getByText('Company not found')).toBeTruthy();
  });
});
