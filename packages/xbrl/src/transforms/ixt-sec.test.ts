import { readFileSync } from 'node:fs';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { attribute, streamXml } from '../xml/stream-xml.ts';
import { applyTransform, IXT_NAMESPACES } from './apply-transform.ts';

interface Variation {
  input: string;
  output: string;
  valid: boolean;
}

/** The SEC's transformation test cases (tests.xml): per transform, inputs with their expected output or invalidity. */
function secTestCases(): Map<string, Variation[]> {
  const cases = new Map<string, Variation[]>();
  let current: Variation[] = [];
  const messages = streamXml(readFileSync(sharedData('xbrl/ixt-sec/tests/tests.xml')), 'tests.xml', {
    startElement(element) {
      if (element.localName === 'transform') {
        current = [];
        cases.set(attribute(element, 'name')!.replace(/^ixt-sec:/, ''), current);
      } else if (element.localName === 'variation') {
        current.push({
          input: attribute(element, 'input')!,
          output: attribute(element, 'output')!,
          valid: attribute(element, 'result') === 'valid',
        });
      }
    },
    endElement() {},
    text() {},
  });
  expect(messages).toEqual([]);
  return cases;
}

describe('ixt-sec transformations against the SEC test cases', () => {
  const cases = secTestCases();

  it('has the 787 variations of 14 transforms', () => {
    expect(cases.size).toBe(14);
    expect([...cases.values()].flat()).toHaveLength(787);
  });

  for (const [name, variations] of cases) {
    it(`${name}: every variation`, () => {
      const wrong = variations.filter(({ input, output, valid }) => {
        const result = applyTransform({ namespace: IXT_NAMESPACES.sec, localName: name }, input);
        return valid ? !('value' in result) || result.value !== output : 'value' in result;
      });
      expect(wrong).toEqual([]);
    });
  }
});
