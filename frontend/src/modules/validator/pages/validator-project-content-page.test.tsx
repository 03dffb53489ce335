import type { Project, RunDetail, RunSummary } from '@ea/contracts/validator';
import { ValidatorErrors } from '@ea/contracts/validator';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, renderValidatorPage } from '../testing/render-validator-page.tsx';
import ValidatorProjectContentPage from './validator-project-content-page.tsx';

afterEach(cleanup);

const run = (id: number, state: RunSummary['state'], progress: number): RunSummary =>
  ({
    id,
    projectId: 3,
    fileName: 'aapl-20250329.htm',
    fileSize: 1_572_864,
    kind: 'ixbrl',
    state,
    progress,
    phase: state === 'running' ? 'Reading the filing' : '',
    requestedBy: 'Pat Preparer',
    requestedAt: '2026-01-05T10:00:00Z',
    finishedAt: state === 'failed' ? '2026-01-05T10:01:00Z' : null,
    counts: state === 'failed' ? { error: 2, inconsistency: 0, warning: 1, info: 0 } : { error: 0, inconsistency: 0, warning: 0, info: 0 },
    factCount: state === 'failed' ? 812 : null,
    failure: null,
  }) as RunSummary;

const finished = run(7, 'failed', 100);
const project = {
  id: 3,
  companyId: 12,
  companyName: 'Apple Inc.',
  name: 'Q2 10-Q',
  formDescription: '10-Q',
  method: 'ixbrl',
  createdBy: 'Pat Preparer',
  createdAt: '2026-01-05T10:00:00Z',
  updatedAt: '2026-01-05T10:00:00Z',
  lastRun: finished,
} as Project;

const detailOf = (summary: RunSummary): RunDetail =>
  ({
    run: summary,
    project: { id: 3, name: 'Q2 10-Q', companyId: 12, companyName: 'Apple Inc.' },
    groups:
      summary.state === 'failed'
        ? [
            { severity: 'error', ruleId: 'xbrl.4.9', count: 2, sample: 'Context c-1 has no entity' },
            { severity: 'warning', ruleId: 'efm.6.5.20', count: 1, sample: 'The dei:DocumentType is not 10-Q' },
          ]
        : [],
  }) as RunDetail;

const MESSAGE_PAGE = {
  items: [
    {
      id: 1,
      severity: 'error',
      ruleId: 'xbrl.4.9',
      message: 'Context c-1 has no entity',
      location: { file: 'aapl-20250329.htm', line: 120, column: 14, element: 'xbrli:context', factId: 'f-31' },
    },
  ],
  total: 2,
  page: 1,
  size: 10,
};

function renderPane(url: string, runs: Record<number, RunSummary>, upload?: () => Response, held: Record<number, Promise<void>> = {}) {
  return renderValidatorPage(<ValidatorProjectContentPage />, '/validator/:companyId/projects/validation', url, (call) => {
    if (call === 'GET /api/validator/projects/3') return json(200, project);
    if (call.startsWith('GET /api/validator/projects/3/runs?')) {
      return json(200, { items: Object.values(runs).reverse(), total: Object.keys(runs).length, page: 1, size: 10 });
    }
    const runCall = /^GET \/api\/validator\/runs\/(\d+)$/.exec(call);
    if (runCall) {
      const id = Number(runCall[1]);
      return (held[id] ?? Promise.resolve()).then(() => {
        const summary = runs[id];
        return summary ? json(200, detailOf(summary)) : json(404, { code: 'notFound', message: ValidatorErrors.runNotFound });
      });
    }
    if (call.startsWith('GET /api/validator/runs/7/messages?')) return json(200, MESSAGE_PAGE);
    if (call === 'POST /api/validator/projects/3/runs') return upload?.();
    return undefined;
  });
}

describe('the project pane', () => {
  it('shows the latest run’s counts and groups by severity then rule, each opening into messages with their location', async () => {
    const { calls } = renderPane('/validator/12/projects/validation?projectId=3', { 7: finished });
    await screen.findByRole('heading', { name: 'Q2 10-Q' });
    expect(await screen.findByText('2 errors found in 812 facts.')).toBeTruthy();
    const tiles = Object.fromEntries(
      [...document.querySelectorAll('[data-severity]')].map((dd) => [dd.getAttribute('data-severity'), dd.textContent]),
    );
    expect(tiles).toEqual({ error: '2', inconsistency: '0', warning: '1', info: '0' });
    const blocks = screen
      .getAllByRole('region')
      .filter((region) => ['Errors', 'Warnings'].includes(region.getAttribute('aria-label') ?? ''));
    expect(blocks.map((block) => block.getAttribute('aria-label'))).toEqual(['Errors', 'Warnings']);

    const group = within(blocks[0]!).getByRole('button', { name: /xbrl\.4\.9/ });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    const messages = await screen.findByRole('list', { name: 'Messages of xbrl.4.9' });
    expect(within(messages).getByText('Context c-1 has no entity')).toBeTruthy();
    expect(within(messages).getByText('line 120, column 14')).toBeTruthy();
    expect(within(messages).getByText('xbrli:context')).toBeTruthy();
    expect(within(messages).getByText('f-31')).toBeTruthy();
    expect(calls).toContain('GET /api/validator/runs/7/messages?severity=error&ruleId=xbrl.4.9&page=1&size=10');
  });

  it('follows a running run live from its company’s room, then reads its results when it finishes', async () => {
    const runs: Record<number, RunSummary> = { 7: finished, 8: run(8, 'running', 10) };
    const { realtime } = renderPane('/validator/12/projects/validation?projectId=3&runId=8', runs);
    const bar = await screen.findByRole('progressbar', { name: 'Validation progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('10');
    expect(realtime.requestedRooms()).toEqual(['company:12']);
    expect((screen.getByRole('button', { name: 'Validate' }) as HTMLButtonElement).disabled).toBe(true);

    const publish = (event: string, state: string, progress: number, phase: string) =>
      act(() =>
        realtime.publish({
          event,
          id: `${event}-${progress}`,
          aggregateType: 'validation-run',
          aggregateId: '8',
          occurredAt: '2026-01-05T10:00:30Z',
          data: { runId: 8, projectId: 3, companyId: 12, state, progress, phase },
        }),
      );
    publish('run.progress', 'running', 55, 'Checking facts');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('55'));
    expect(screen.getByText('Checking facts')).toBeTruthy();

    runs[8] = { ...run(8, 'failed', 100), id: 8 };
    publish('run.finished', 'failed', 100, 'Done');
    expect(await screen.findByText('2 errors found in 812 facts.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download log' })).toBeTruthy();
  });

  it('shows the server’s refusal of an upload on the drop zone', async () => {
    renderPane('/validator/12/projects/validation?projectId=3', { 7: finished }, () =>
      json(400, { code: 'fileKind', message: ValidatorErrors.fileKind }),
    );
    await screen.findByRole('heading', { name: 'Q2 10-Q' });
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose the filing to validate');

    const input = screen.getByLabelText(/^Filing/) as HTMLInputElement;
    const filing = new File(['<?xml version="1.0"?><!-- c --><html xmlns="http://www.w3.org/1999/xhtml"></html>'], 'q2.htm', {
      type: 'text/html',
    });
    fireEvent.change(input, { target: { files: [filing] } });
    await screen.findByText('q2.htm');
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(ValidatorErrors.fileKind));
  });

  it('starts a run with the chosen filing and shows it queued at once', async () => {
    const runs: Record<number, RunSummary> = { 7: finished };
    let release = () => {};
    const firstRead = new Promise<void>((done) => {
      release = done;
    });
    renderPane(
      '/validator/12/projects/validation?projectId=3',
      runs,
      () => {
        runs[9] = run(9, 'running', 30);
        return json(202, run(9, 'queued', 0));
      },
      { 9: firstRead },
    );
    await screen.findByRole('heading', { name: 'Q2 10-Q' });
    const filing = new File(['PK\u0003\u0004'], 'submission.zip', { type: 'application/zip' });
    fireEvent.change(screen.getByLabelText(/^Filing/), { target: { files: [filing] } });
    await screen.findByText('submission.zip');
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/validator/12/projects/validation?projectId=3&runId=9'));
    // Shown from the upload's answer before the run is first read, then as the read finds it.
    const bar = await screen.findByRole('progressbar', { name: 'Validation progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('Waiting to start')).toBeTruthy();
    release();
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Validation progress' }).getAttribute('aria-valuenow')).toBe('30'));
  });

  it('refuses a file that is no filing before uploading it', async () => {
    const { calls } = renderPane('/validator/12/projects/validation?projectId=3', { 7: finished });
    await screen.findByRole('heading', { name: 'Q2 10-Q' });
    fireEvent.change(screen.getByLabelText(/^Filing/), { target: { files: [new File(['hello'], 'notes.txt')] } });
    expect((await screen.findByRole('alert')).textContent).toBe(ValidatorErrors.fileKind);
    expect(calls.some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('opens an earlier run from the history, naming it in the URL', async () => {
    const runs: Record<number, RunSummary> = { 6: { ...finished, id: 6, requestedAt: '2026-01-04T09:00:00Z' }, 7: finished };
    renderPane('/validator/12/projects/validation?projectId=3', runs);
    const history = await screen.findByRole('table', { name: 'Validation history' });
    await within(history).findAllByRole('row');
    const open = await within(history).findByRole('button', { name: /^Open the validation of aapl-20250329\.htm from Jan 4, 2026/ });
    fireEvent.click(open);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/validator/12/projects/validation?projectId=3&runId=6'));
  });
});
