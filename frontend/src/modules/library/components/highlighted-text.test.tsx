import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HighlightedText } from './highlighted-text.tsx';

afterEach(cleanup);

describe('HighlightedText', () => {
  it('marks the matched parts and never interprets markup from the content', () => {
    const { container } = render(
      <p>
        <HighlightedText
          parts={[
            { text: 'Net ', match: false },
            { text: 'revenue', match: true },
            { text: ' <img src=x onerror=alert(1)> grew', match: false },
          ]}
        />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['revenue']);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('Net revenue <img src=x onerror=alert(1)> grew');
  });
});
