import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditLogScreen } from './audit-log-screen.tsx';

interface Gate {
  loaded: Promise<void>;
  done: boolean;
  release(): void;
}

function gate(): Gate {
  const g = { done: false } as Gate;
  g.loaded = new Promise<void>((resolve) => {
    g.release = () => {
      g.done = true;
      resolve();
    };
  });
  return g;
}

/**
 * The audit log's rows, slow to show a new filter: the first render for `actionfilter=Create`
 * waits for the gate, so the router's change of address stays on its way to the screen (a
 * transition) while the Action filter list is still open.
 */
function SlowRows({ gate }: { gate: Gate }) {
  const [search] = useSearchParams();
  if (search.get('actionfilter') === 'Create' && !gate.done) use(gate.loaded);
  return null;
}

/** A key press, with the router's and React's follow-up work let through (a navigation settles over microtasks). */
const press = (element: HTMLElement, key: string) =>
  act(async () => {
    fireEvent.keyDown(element, { key });
  });

afterEach(cleanup);

describe('AuditLogScreen action filter', () => {
  it('keeps the earlier choice when the next option is chosen before the reloading list shows the first', async () => {
    const slow = gate();
    const router = createMemoryRouter(
      [
        {
          path: '/log',
          handle: { title: 'Audit Log' },
          element: (
            <Suspense fallback={<p>Loading</p>}>
              <AuditLogScreen actions={['Create', 'Update', 'Delete', 'Revoke']} rows={[]} total={0} emptyTitle="Nothing" />
              <SlowRows gate={slow} />
            </Suspense>
          ),
        },
      ],
      { initialEntries: ['/log'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Action filter' }));
    const search = screen.getByRole('combobox', { name: 'Search Action filter' });

    // Select All, then Create.
    await press(search, 'ArrowDown');
    await press(search, 'Enter');
    expect(router.state.location.search).toBe('?actionfilter=Create');
    // The list still shows the old state: the choice has not reached the screen yet.
    expect(screen.getByRole('option', { name: 'Create' }).getAttribute('aria-selected')).toBe('false');

    // Up twice: Select All, then wrap to Revoke.
    await press(search, 'ArrowUp');
    await press(search, 'ArrowUp');
    expect(search.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Revoke' }).id);
    await press(search, 'Enter');
    await act(async () => slow.release());

    expect(router.state.location.search).toBe('?actionfilter=Create%2CRevoke');
    expect(screen.getByRole('option', { name: 'Create' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: 'Revoke' }).getAttribute('aria-selected')).toBe('true');
  });
});
