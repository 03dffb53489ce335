import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, renderValidatorPage } from '../testing/render-validator-page.tsx';
import ValidatorTaxonomyPage from './validator-taxonomy-page.tsx';

afterEach(cleanup);

const PACKAGE = {
  id: 7,
  identifier: 'http://example.com/taxonomy',
  name: 'Example Taxonomy',
  version: '2024',
  fileName: 'example-2024.zip',
  size: 2048,
  entryPoints: [{ name: 'Example extension', url: 'http://example.com/taxonomy/ext.xsd' }],
  mappedUrls: ['http://example.com/taxonomy/'],
  uploadedBy: 'preparer@example.test',
  uploadedAt: '2026-01-05T10:00:00Z',
};

function renderPage() {
  let items = [PACKAGE];
  return renderValidatorPage(<ValidatorTaxonomyPage />, '/validator/taxonomy', '/validator/taxonomy', (call) => {
    if (call === 'GET /api/validator/taxonomy-packages') return json(200, { items });
    if (call === 'DELETE /api/validator/taxonomy-packages/7') {
      items = [];
      return json(204, null);
    }
    return undefined;
  });
}

describe('the Validator’s taxonomy screen', () => {
  it('lists the channel’s packages with their version, identifier, entry points, size and uploader', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Taxonomy packages' });
    await within(table).findByText('Example Taxonomy');
    expect(within(table).getByText('2024')).toBeTruthy();
    expect(within(table).getByText('http://example.com/taxonomy')).toBeTruthy();
    expect(within(table).getByRole('list', { name: 'Entry points of Example Taxonomy 2024' }).textContent).toContain('Example extension');
    expect(within(table).getByText('2 KB')).toBeTruthy();
    expect(within(table).getByText('preparer@example.test')).toBeTruthy();
  });

  it('deletes a package only once the user confirms', async () => {
    const { calls } = renderPage();
    const remove = await screen.findByRole('button', { name: 'Delete Example Taxonomy 2024' });
    fireEvent.click(remove);
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete taxonomy package' })).getByRole('button', { name: 'Cancel' }));
    expect(calls).not.toContain('DELETE /api/validator/taxonomy-packages/7');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Example Taxonomy 2024' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete taxonomy package' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/validator/taxonomy-packages/7'));
    await screen.findByText('No taxonomy packages yet');
  });
});
