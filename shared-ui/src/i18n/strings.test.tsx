import { act, render } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { registerStrings, useStrings } from './strings';

it('gives every component of a namespace the same t, and a new one when strings arrive', () => {
  registerStrings('same-t', { hello: 'Hello' });
  const seen: TFunction[] = [];
  function Greeting() {
    const { t } = useStrings('same-t');
    seen.push(t);
    return <p>{t('hello')}</p>;
  }
  const { container } = render(
    <>
      <Greeting />
      <Greeting />
    </>,
  );
  expect(seen[0]).toBe(seen[1]);
  act(() => registerStrings('same-t', { bye: 'Bye' }));
  expect(seen.at(-1)).not.toBe(seen[0]);
  expect(seen.at(-1)).toBe(seen.at(-2));
  expect(container).toHaveTextContent('HelloHello');
});
