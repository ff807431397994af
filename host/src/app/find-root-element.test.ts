import { findRootElement } from './find-root-element';

it('finds the root element', () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(findRootElement(document)).toBe(document.getElementById('root'));
});

it('stops the start-up when the page has no root element', () => {
  document.body.innerHTML = '';
  expect(() => findRootElement(document)).toThrow('Failed to find the root element');
});
