import type { RealtimeMessage } from '@ea/contracts';
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RealtimeMessages, RealtimeMessagesProvider, useRealtimeMessages, useRealtimeRoom } from './realtime-messages.tsx';

const message = (event: string, aggregateId: string): RealtimeMessage => ({
  event,
  id: `${event}-${aggregateId}`,
  aggregateType: 'user-import',
  aggregateId,
  occurredAt: '2026-01-01T00:00:00Z',
});

function Follower({ runId, seen }: { runId: string; seen: string[] }) {
  const [count, setCount] = useState(0);
  useRealtimeMessages(
    (m) => m.aggregateId === runId,
    (m) => {
      seen.push(m.id);
      setCount((c) => c + 1);
    },
  );
  return <output>{count}</output>;
}

afterEach(cleanup);

describe('useRealtimeMessages', () => {
  it('hands a subscriber the messages its filter accepts, and none after it unmounts', () => {
    const messages = new RealtimeMessages();
    const seen: string[] = [];
    const view = render(
      <RealtimeMessagesProvider messages={messages}>
        <Follower runId="run-1" seen={seen} />
      </RealtimeMessagesProvider>,
    );
    act(() => {
      messages.publish(message('user-import.progress', 'run-1'));
      messages.publish(message('user-import.progress', 'run-2'));
      messages.publish(message('user-import.finished', 'run-1'));
    });
    expect(seen).toEqual(['user-import.progress-run-1', 'user-import.finished-run-1']);
    expect(view.container.querySelector('output')?.textContent).toBe('2');

    view.unmount();
    messages.publish(message('user-import.progress', 'run-1'));
    expect(seen).toHaveLength(2);
  });

  it('uses the filter of the latest render without subscribing again', () => {
    const messages = new RealtimeMessages();
    const seen: string[] = [];
    const tree = (runId: string) => (
      <RealtimeMessagesProvider messages={messages}>
        <Follower runId={runId} seen={seen} />
      </RealtimeMessagesProvider>
    );
    const view = render(tree('run-1'));
    view.rerender(tree('run-2'));
    act(() => {
      messages.publish(message('user-import.progress', 'run-1'));
      messages.publish(message('user-import.progress', 'run-2'));
    });
    expect(seen).toEqual(['user-import.progress-run-2']);
  });

  it('lets one subscriber leave while a message is being handed out without others missing it', () => {
    const messages = new RealtimeMessages();
    const calls: string[] = [];
    const stopFirst = messages.subscribe(() => {
      calls.push('first');
      stopFirst();
    });
    messages.subscribe(() => calls.push('second'));
    messages.publish(message('x', '1'));
    messages.publish(message('x', '2'));
    expect(calls).toEqual(['first', 'second', 'second']);
  });
});

function InRoom({ room }: { room: string }) {
  useRealtimeRoom(room);
  return null;
}

describe('rooms screens ask for', () => {
  it('joins a room when the first screen asks for it and leaves once the last one is gone', () => {
    const messages = new RealtimeMessages();
    const changes: string[] = [];
    messages.onRoomChange((room, joined) => changes.push(`${joined ? 'join' : 'leave'} ${room}`));
    const tree = (count: number) => (
      <RealtimeMessagesProvider messages={messages}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical screens, told apart by position
          <InRoom key={index} room="document:d-1" />
        ))}
      </RealtimeMessagesProvider>
    );
    const view = render(tree(2));
    expect(messages.requestedRooms()).toEqual(['document:d-1']);
    view.rerender(tree(1));
    expect(changes).toEqual(['join document:d-1']);
    view.unmount();
    expect(changes).toEqual(['join document:d-1', 'leave document:d-1']);
    expect(messages.requestedRooms()).toEqual([]);
  });

  it('releases a request once however often its release is called', () => {
    const messages = new RealtimeMessages();
    const first = messages.requestRoom('document:d-1');
    messages.requestRoom('document:d-1');
    first();
    first();
    expect(messages.requestedRooms()).toEqual(['document:d-1']);
  });
});
