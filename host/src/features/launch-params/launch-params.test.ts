import { readLaunchParams } from './launch-params';

it('reads from, token, pr_id and state', () => {
  expect(readLaunchParams('?from=preview&token=abc&pr_id=42&state=s1')).toEqual({ from: 'preview', token: 'abc', prId: '42', state: 's1' });
});

it('leaves absent parameters null', () => {
  expect(readLaunchParams('')).toEqual({ from: null, token: null, prId: null, state: null });
});
