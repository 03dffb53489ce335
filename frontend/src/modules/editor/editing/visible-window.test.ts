import { describe, expect, it } from 'vitest';
import { DEFAULT_TOPIC_HEIGHT, HeightMemory, TopicWindow, topicAtTop } from './visible-window.ts';

describe('which topics of a long document are rendered', () => {
  it('renders the topics near the viewport and follows the observer’s entries', () => {
    const window = new TopicWindow(['t-1']);
    expect(
      window.update([
        { topicId: 't-2', near: true },
        { topicId: 't-3', near: true },
      ]),
    ).toBe(true);
    expect(window.update([{ topicId: 't-1', near: false }])).toBe(true);
    expect([...window.rendered(null)].sort()).toEqual(['t-2', 't-3']);
  });

  it('reports no change for entries that change nothing (the observer’s first call repeats what is known)', () => {
    const window = new TopicWindow(['t-1']);
    expect(
      window.update([
        { topicId: 't-1', near: true },
        { topicId: 't-9', near: false },
      ]),
    ).toBe(false);
  });

  it('keeps the topic being edited rendered wherever the user scrolls', () => {
    const window = new TopicWindow(['t-1']);
    window.update([
      { topicId: 't-1', near: false },
      { topicId: 't-200', near: true },
    ]);
    expect([...window.rendered('t-1')].sort()).toEqual(['t-1', 't-200']);
    expect(window.isNear('t-1')).toBe(false);
  });

  it('forgets topics a new version dropped from the map', () => {
    const window = new TopicWindow(['t-1', 't-2']);
    expect(window.retain(new Set(['t-2']))).toBe(true);
    expect([...window.rendered(null)]).toEqual(['t-2']);
    expect(window.retain(new Set(['t-2']))).toBe(false);
  });
});

describe('placeholder heights', () => {
  it('remembers each topic’s measured height and estimates the others at the average', () => {
    const heights = new HeightMemory();
    expect(heights.estimate('t-1')).toBe(DEFAULT_TOPIC_HEIGHT);
    expect(heights.set('t-1', 300.4)).toBe(true);
    expect(heights.set('t-2', 900)).toBe(true);
    expect(heights.estimate('t-1')).toBe(300);
    expect(heights.estimate('t-3')).toBe(600);
    expect(heights.set('t-2', 500)).toBe(true);
    expect(heights.estimate('t-3')).toBe(400);
  });

  it('ignores a repeated or impossible measurement (a hidden section measures 0)', () => {
    const heights = new HeightMemory();
    heights.set('t-1', 320);
    expect(heights.set('t-1', 320.2)).toBe(false);
    expect(heights.set('t-1', 0)).toBe(false);
    expect(heights.set('t-1', Number.NaN)).toBe(false);
    expect(heights.measured('t-1')).toBe(320);
  });
});

describe('the topic the reader is on', () => {
  const boxes = [
    { topicId: 't-1', top: -900, bottom: -100 },
    { topicId: 't-2', top: -100, bottom: 30 },
    { topicId: 't-3', top: 30, bottom: 800 },
  ];

  it('is the first topic reaching well below the top of the viewport', () => {
    expect(topicAtTop(boxes, 0)).toBe('t-3');
    expect(topicAtTop(boxes, -600)).toBe('t-1');
  });

  it('is the last topic at the very end, and none in an empty document', () => {
    expect(topicAtTop(boxes, 5000)).toBe('t-3');
    expect(topicAtTop([], 0)).toBeNull();
  });
});
