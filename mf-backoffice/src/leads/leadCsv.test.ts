/**
 * The leads CSV is written by the leads service (the whole filtered set); the back office
 * asks for the list on screen with its filters, and nothing else.
 */
import { exportQueryOf } from './leadCsv';

describe('the leads CSV request', () => {
  it('names the list on screen, its handleby and the filters that are set', () => {
    expect(exportQueryOf({ call: 'list', handleby: 'Public' }, { q: 'asha', from: '2026-11-01', to: undefined, overdue: false })).toEqual({
      list: 'data',
      handleby: 'Public',
      q: 'asha',
      from: '2026-11-01',
    });
    expect(exportQueryOf({ call: 'list' }, { overdue: true })).toEqual({ list: 'data', overdue: true });
    expect(exportQueryOf({ call: 'confirmed' }, {})).toEqual({ list: 'confirmed' });
    expect(exportQueryOf({ call: 'deleted' }, { q: '' })).toEqual({ list: 'deleted' });
  });
});
