import { PROJECT_MESSAGES, type Project, ValidatorErrors } from '@ea/contracts/validator';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, renderValidatorPage } from '../testing/render-validator-page.tsx';
import ValidatorProjectsPage from './validator-projects-page.tsx';

afterEach(cleanup);

const project: Project = {
  id: 3,
  companyId: 12,
  companyName: 'Apple Inc.',
  name: 'Q2 10-Q',
  formDescription: '10-Q',
  method: 'ixbrl',
  createdBy: 'Pat Preparer',
  createdAt: '2026-01-05T10:00:00Z',
  updatedAt: '2026-01-05T10:00:00Z',
  lastRun: null,
} as Project;

const renderPage = (url: string, extra: (call: string, init: RequestInit) => Response | undefined = () => undefined) =>
  renderValidatorPage(<ValidatorProjectsPage />, '/validator/projectlist', url, (call, init) => {
    if (call.startsWith('GET /api/validator/companies/12/projects?')) return json(200, { items: [project], total: 1, page: 1, size: 10 });
    return extra(call, init);
  });

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement | HTMLSelectElement;
const errorOf = (label: string) => document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;

describe('a company’s projects', () => {
  it('asks for a company when opened from the menu', async () => {
    renderPage('/validator/projectlist');
    expect(await screen.findByText('Choose a company first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Validator Companies' }).getAttribute('href')).toBe('/validator/validatorcompanies');
  });

  it('lists the projects with the search in the URL, and a project opens its pane', async () => {
    const { calls } = renderPage('/validator/projectlist?companyId=12&filter=q2');
    const link = await screen.findByRole('link', { name: 'Q2 10-Q' });
    expect(link.getAttribute('href')).toBe('/validator/12/projects/validation?projectId=3');
    expect(calls).toContain('GET /api/validator/companies/12/projects?page=1&size=10&q=q2');
    expect(screen.getByText(/Projects of Apple Inc\./)).toBeTruthy();
    expect(screen.getByText('Not run yet')).toBeTruthy();
  });

  it('shows the spec messages on an empty save, then the server’s refusal of a taken name', async () => {
    const sent: unknown[] = [];
    renderPage('/validator/projectlist?companyId=12', (call, init) => {
      if (call !== 'POST /api/validator/companies/12/projects') return undefined;
      sent.push(JSON.parse(String(init.body)));
      return json(409, { code: 'projectNameTaken', message: ValidatorErrors.projectNameTaken });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Project' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(errorOf('Project name')).toBe(PROJECT_MESSAGES.name);
    expect(errorOf('Form Description')).toBe(PROJECT_MESSAGES.formDescription);
    expect(errorOf('Method')).toBe(PROJECT_MESSAGES.method);
    expect(sent).toEqual([]);

    fireEvent.change(field('Project name'), { target: { value: 'Q2 10-Q' } });
    fireEvent.change(field('Form Description'), { target: { value: '10-Q' } });
    fireEvent.change(field('Method'), { target: { value: 'ixbrl' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(errorOf('Project name')).toBe(ValidatorErrors.projectNameTaken));
    expect(sent).toEqual([{ name: 'Q2 10-Q', formDescription: '10-Q', method: 'ixbrl' }]);
    expect(field('Form Description').value).toBe('10-Q');
  });

  it('deletes a project only once the user confirms', async () => {
    const deleted: string[] = [];
    renderPage('/validator/projectlist?companyId=12', (call) => {
      if (call !== 'DELETE /api/validator/projects/3') return undefined;
      deleted.push(call);
      return json(204, null);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Q2 10-Q' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Q2 10-Q' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['DELETE /api/validator/projects/3']));
    expect(await screen.findByText('Project Q2 10-Q deleted')).toBeTruthy();
  });
});
