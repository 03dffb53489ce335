import { Module } from '@ea/contracts';
import { type Company, incorporationName } from '@ea/contracts/directory';
import type { ReactNode } from 'react';
import { generatePath, Link, useParams } from 'react-router-dom';
import { useChannel } from '@/api/directory/channels.ts';
import { useCompany } from '@/api/directory/companies.ts';
import { paths } from '@/app/paths.ts';
import { Access, canAccess } from '@/app/session/route-access.ts';
import { useSessionUser } from '@/app/session/session-context.tsx';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { useCanManageCompanies } from '../components/company-access.ts';
import { CompanyHistory } from '../components/company-history.tsx';
import { CompanyUsers } from '../components/company-users.tsx';
import '../components/company-page.css';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="company-page__detail">
      <dt>{label}</dt>
      <dd>{children ?? <span className="muted">Not set</span>}</dd>
    </div>
  );
}

/** MM-DD as people read it (12-31 → December 31). */
function fiscalYearEndText(value: string): string {
  const [month, day] = value.split('-').map(Number);
  const name = new Date(Date.UTC(2000, (month ?? 1) - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${name} ${day} (${value})`;
}

function addressLines(company: Company): string[] | null {
  if (!company.businessStreet1) return null;
  const place = [company.businessCity, [company.businessState, company.businessZip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [company.businessStreet1, company.businessStreet2, place].filter((line): line is string => Boolean(line));
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function FilerDetails({ company }: { company: Company }) {
  const address = addressLines(company);
  return (
    <dl className="company-page__details">
      <Detail label="Fiscal year end">{company.fiscalYearEnd && fiscalYearEndText(company.fiscalYearEnd)}</Detail>
      <Detail label="Filer category">{company.filerCategory}</Detail>
      <Detail label="Smaller reporting company">{yesNo(company.smallerReportingCompany)}</Detail>
      <Detail label="Emerging growth company">{yesNo(company.emergingGrowthCompany)}</Detail>
      <Detail label="State of incorporation">
        {company.stateOfIncorporation &&
          (incorporationName(company.stateOfIncorporation) === company.stateOfIncorporation
            ? company.stateOfIncorporation
            : `${incorporationName(company.stateOfIncorporation)} (${company.stateOfIncorporation})`)}
      </Detail>
      <Detail label="EIN">{company.ein && <span className="company-id">{company.ein}</span>}</Detail>
      <Detail label="Business address">
        {address && (
          <address className="company-page__address">
            {address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        )}
      </Detail>
      <Detail label="Business phone">
        {company.businessPhone && <a href={`tel:${company.businessPhone.replace(/[^\d+]/g, '')}`}>{company.businessPhone}</a>}
      </Detail>
    </dl>
  );
}

/**
 * A company in one place: identity, filer details, users, history and where its documents and
 * filings are. Users come from the identity service's users list of the company's channel; the
 * sections a user may not open (users, history, other modules) are left out.
 */
export default function CompanyPage() {
  const id = Number(useParams().companyId);
  const valid = Number.isInteger(id) && id > 0;
  const user = useSessionUser();
  const canManage = useCanManageCompanies();
  const { data: company, error, isLoading } = useCompany(valid ? id : null);
  const { data: channel } = useChannel(company ? company.channelId : null);
  const may = (access: Parameters<typeof canAccess>[1]) => user !== null && canAccess(user, access);

  if (isLoading) {
    return (
      <>
        <PageHeader title="Company" />
        <SectionCard>
          <Skeleton lines={6} label="Loading company" />
        </SectionCard>
      </>
    );
  }
  if (!company) {
    return (
      <>
        <PageHeader title="Company" />
        <SectionCard>
          <EmptyState
            title="This company could not be found"
            message={error?.message}
            action={
              <Link className="button" to={paths.company.list}>
                Back to the company list
              </Link>
            }
          />
        </SectionCard>
      </>
    );
  }

  const companyId = String(company.id);
  const filingsAddress = company.cik ? `${paths.edgarEye.search}?cik=${Number(company.cik)}` : null;
  return (
    <div className="company-page">
      <PageHeader
        title={company.name}
        description={`${company.ticker} · ${channel?.name ?? `Channel #${company.channelId}`}`}
        actions={
          canManage && (
            <Link className="button button--primary" to={generatePath(paths.company.edit, { companyId })}>
              Edit company
            </Link>
          )
        }
      />
      <section className="card company-page__summary" aria-label="Company summary">
        <dl className="company-page__facts">
          <Detail label="CIK">{company.cik && <span className="company-id">{company.cik}</span>}</Detail>
          <Detail label="CID">{company.cid && <span className="company-id">{company.cid}</span>}</Detail>
          <Detail label="Ticker">{company.ticker}</Detail>
          <Detail label="Channel">{channel?.name ?? `#${company.channelId}`}</Detail>
          <Detail label="Status">
            <span className={`badge ${company.deletedAt ? 'badge--danger' : 'badge--success'}`}>
              {company.deletedAt ? 'Deleted' : 'Active'}
            </span>
          </Detail>
        </dl>
        <nav className="company-page__links" aria-label="Company records">
          {may(Access.module(Module.library)) && (
            <Link className="button" to={generatePath(paths.company.documents, { companyId })}>
              Documents
            </Link>
          )}
          {filingsAddress && may(Access.module(Module.edgareye)) && (
            <Link className="button" to={filingsAddress}>
              Filings on EDGAR
            </Link>
          )}
        </nav>
      </section>
      <div className="company-page__grid">
        <SectionCard title="Filer details">
          <FilerDetails company={company} />
        </SectionCard>
        <SectionCard title="Identifiers">
          <dl className="company-page__details">
            <Detail label="SIC">{company.sic && <span className="company-id">{company.sic}</span>}</Detail>
            <Detail label="CUSIP">{company.cusip && <span className="company-id">{company.cusip}</span>}</Detail>
          </dl>
        </SectionCard>
      </div>
      {may(Access.userManagement) && (
        <SectionCard title="Users">
          <CompanyUsers company={company} />
        </SectionCard>
      )}
      {may(Access.companyAuditLog) && (
        <SectionCard title="History">
          <CompanyHistory company={company} channelName={channel?.name} />
        </SectionCard>
      )}
    </div>
  );
}
