import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { makeOccupationPage, OCCUPATION_NAMES } from '../occupation-test-data.ts';
import { getOccupationNames } from './get-occupation-names.ts';

describe('getOccupationNames', () => {
  it('asks for the three pages at once and returns the names in order', async () => {
    const api = mockApi({
      'GET /v1/job/list': ({ url }) => ({
        data: makeOccupationPage(Number(url.searchParams.get('pageNum'))),
      }),
    });
    expect(await getOccupationNames()).toEqual([...OCCUPATION_NAMES]);
    expect(api.calls('GET /v1/job/list').map((call) => call.url.searchParams.get('pageNum'))).toEqual([
      '0',
      '1',
      '2',
    ]);
  });

  it('follows the pages the first one reports beyond three, without repeating a name', async () => {
    const names = Array.from({ length: 40 }, (_, i) => `직업 ${i + 1}`);
    const api = mockApi({
      'GET /v1/job/list': ({ url }) => ({
        data: makeOccupationPage(Number(url.searchParams.get('pageNum')), [...names, '직업 1']),
      }),
    });
    expect(await getOccupationNames()).toEqual(names);
    expect(api.calls('GET /v1/job/list')).toHaveLength(5);
  });
});
