import { readLaunchParams } from './launch-params';

it('reads from, token and pr_id', () => {
  expect(readLaunchParams('?from=preview&token=abc&pr_id=42')).toEqual({ from: 'preview', token: 'abc', prId: '42' });
});

it('leaves absent parameters null', () => {
  expect(readLaunchParams('')).toEqual({ from: null, token: null, prId: null });
});
