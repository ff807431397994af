import { initI18n, registerStrings } from '@ottilia/shared-ui';
import { createElement } from 'react';
import { activeLabel, ACTIVE_FILTER } from '../list/list-filters';
import { NS } from './strings';
import { resolveNode, resolveText, textKey, type TFunction } from './text';

registerStrings('demo', { brands: { title: 'Brands', count_one: '{{count}} brand', count_other: '{{count}} brands' } });
const t = initI18n().getFixedT(null, NS) as TFunction;

describe('labels given to shared-admin', () => {
  it('shows plain text as given', () => {
    expect(resolveText('Brands', t)).toBe('Brands');
  });

  it('translates a key of another namespace, with options', () => {
    expect(resolveText(textKey('demo', 'brands.title'), t)).toBe('Brands');
    expect(resolveText({ ns: 'demo', key: 'brands.count', options: { count: 2 } }, t)).toBe('2 brands');
  });

  it('translates a key without namespace in shared-admin\u2019s own', () => {
    expect(resolveText({ key: 'status.label' }, t)).toBe('Status');
    expect(resolveText(ACTIVE_FILTER.label, t)).toBe('Status');
  });

  it('calls a function of t', () => {
    expect(resolveText((translate) => translate('brands.title', { ns: 'demo' }), t)).toBe('Brands');
    expect(resolveText((translate) => translate('demo:brands.title'), t)).toBe('Brands');
  });

  it('leaves React nodes of column headers alone', () => {
    const node = createElement('span', { key: 'k' }, 'Type');
    expect(resolveNode(node, t)).toBe(node);
    expect(resolveNode({ key: 'list.name' }, t)).toBe('Name');
  });

  it('names Active and Inactive outside React', () => {
    expect([activeLabel(true), activeLabel(false)]).toEqual(['Active', 'Inactive']);
  });
});
