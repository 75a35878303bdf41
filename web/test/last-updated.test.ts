import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lastUpdated } from '../lib/content';

test("a doc's last update is written in UTC, in the page's language", () => {
  const at = Date.UTC(2024, 0, 31, 23, 30); // late on the 31st in UTC: still the 31st
  assert.deepEqual(lastUpdated({ at, by: 'Ada' }, 'en'), { date: 'Jan 31, 2024', iso: '2024-01-31T23:30:00.000Z', by: 'Ada' });
  assert.equal(lastUpdated({ at }, 'fr')?.date, '31 janv. 2024');
  assert.equal(lastUpdated({ at }, 'not a language!')?.date, 'Jan 31, 2024');
});

test('only what the docs plugin shows is there; nothing known is no line', () => {
  assert.deepEqual(lastUpdated({ by: 'Ada' }, 'en'), { date: null, iso: null, by: 'Ada' });
  assert.equal(lastUpdated({}, 'en'), null);
  assert.equal(lastUpdated(undefined, 'en'), null);
});
