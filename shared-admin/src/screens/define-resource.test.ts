import { BRANDS } from '@ottilia/shared-admin';
import { defineResource, resourceOf } from './define-resource';
import { DIALOG_WIDGETS, NOTES, NS, widget, WIDGETS } from './test-support/widgets';

describe('defineResource', () => {
  it('takes path, route, permissions and the active flag from the identity, and names it by the identity’s keys', () => {
    expect(resourceOf(BRANDS, NS)).toEqual({
      apiPath: '/brands',
      route: '/backoffice/brands',
      permissions: BRANDS.permissions,
      hasActiveFlag: true,
      title: { ns: NS, key: 'brands.resource.title' },
      singular: { ns: NS, key: 'brands.resource.singular' },
      plural: { ns: NS, key: 'brands.resource.plural' },
    });
  });

  it('gives a resource with an Active flag the Name link, its own columns, then Status, and the Status filter first', () => {
    const { list } = defineResource(WIDGETS);
    expect(list.columns.map((column) => column.key)).toEqual(['name', 'colour', 'isActive']);
    expect(list.columns[0]!.render).toBeDefined();
    expect(list.filters.map((filter) => filter.param)).toEqual(['status', 'colour']);
    expect(list.source).toMatchObject({
      path: '/brands',
      params: { sortFields: ['name', 'colour', 'isActive'], defaultSort: { key: 'name', direction: 'asc' } },
    });
    const params = {
      page: 1,
      size: 20,
      sort: { key: 'name', direction: 'asc' as const },
      search: 'gear',
      filters: { colour: 'red', status: 'inactive' },
    };
    expect(list.source.filterOf(params)).toBe(
      "(contains(name,'gear') or contains(colour,'gear')) and isActive eq false and colour eq 'red'",
    );
    expect(list).toMatchObject({ primaryKey: 'name', bulk: true });
    expect(list.labelOf(widget())).toBe('Gear');
  });

  it('shows ID, Name, its rows, Status, then the rows after Status on the detail page', () => {
    const { detail } = defineResource(WIDGETS);
    const record = widget({ isActive: false });
    expect(detail.viewRows.map((row) => [row.label, row.value(record)])).toEqual([
      [{ key: 'record.id' }, 'W-1'],
      [{ key: 'record.name' }, 'Gear'],
      ['Colour', 'blue'],
      [{ key: 'status.label' }, 'Inactive'],
      ['Parts', 3],
    ]);
    // the draft is the body unless the definition says otherwise
    expect(detail.toBody({ name: 'Gear', colour: 'red', isActive: true }, 'W-1')).toEqual({ name: 'Gear', colour: 'red', isActive: true });
    expect(detail.newId?.()).toBe('W-NEW');
  });

  it('names a row by its primary column, without Status, and takes the order and bulk it is given', () => {
    const { list, detail, dialog } = defineResource(NOTES);
    expect(list.columns.map((column) => column.key)).toEqual(['title']);
    expect(list.filters).toEqual([]);
    expect(list).toMatchObject({
      primaryKey: 'title',
      bulk: false,
      source: { params: { defaultSort: { key: 'updatedAt', direction: 'desc' } } },
    });
    expect(list.labelOf({ eid: 'N-1', title: 'Release', version: 1 })).toBe('Release');
    expect(detail.viewRows.map((row) => row.value({ eid: 'N-1', title: 'Release', version: 1 }))).toEqual(['N-1', 'Release']);
    expect(dialog).toBeUndefined();
  });

  it('edits in a dialog when told: the naming column is plain text and the dialog works on the detail’s drafts', () => {
    const { list, detail, dialog } = defineResource(DIALOG_WIDGETS);
    expect(list.columns[0]).toEqual({ key: 'name', header: { key: 'list.name' }, sortable: true });
    expect(dialog?.detail).toBe(detail);
    expect(dialog).toMatchObject({ activeSwitch: true, deleteQuestion: 'delete' });
  });
});
