import { sessionDraftStore } from './draft-store';

const store = sessionDraftStore<{ name: string; isActive: boolean }>('test-draft', { name: '', isActive: true });

describe('session draft store', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a draft for the session and forgets it on clear', () => {
    expect(store.read()).toBeNull();
    store.write({ name: 'Fjord', isActive: false });
    expect(store.read()).toEqual({ name: 'Fjord', isActive: false });
    store.clear();
    expect(store.read()).toBeNull();
  });

  it.each(['not json', '42', '{"name":"Fjord"}', '{"name":1,"isActive":true}'])('ignores a stored %s that is not a draft', (stored) => {
    sessionStorage.setItem('test-draft', stored);
    expect(store.read()).toBeNull();
  });
});
