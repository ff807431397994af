import { fieldBinder } from './field-binding';

interface Draft {
  name: string;
  markets: string[];
}

describe('fieldBinder', () => {
  it("gives a field its id, label, value, hint and error, and changes the draft's field", () => {
    const change = jest.fn();
    const bind = fieldBinder<Draft>({
      draft: { name: 'Gin', markets: [] },
      change,
      label: (field) => `label ${String(field)}`,
      error: (field) => (field === 'name' ? 'Required' : undefined),
      id: (field) => `form-${String(field)}`,
      hint: () => 'hint',
    });
    const name = bind('name');
    expect(name).toMatchObject({ id: 'form-name', label: 'label name', value: 'Gin', hint: 'hint', error: 'Required' });
    name.onChange({ target: { value: 'Rum' } });
    expect(change).toHaveBeenCalledWith({ name: 'Rum' });
  });

  it('leaves the id and hint to the field where the form has none', () => {
    const bind = fieldBinder<Draft>({ draft: { name: '', markets: [] }, change: jest.fn(), label: () => 'Name', error: () => undefined });
    expect(bind('name')).toMatchObject({ id: undefined, hint: undefined, value: '' });
  });
});
