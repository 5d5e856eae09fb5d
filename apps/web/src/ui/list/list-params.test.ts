import { describe, expect, it } from 'vitest';
import { initialListState, type ListAction, type ListState, listReducer, toListParams } from './list-params';

type Sort = 'name' | 'createdAt';
type State = ListState<Sort, Record<string, string>>;

const run = (state: State, ...actions: ListAction<Sort, Record<string, string>>[]) =>
  actions.reduce(listReducer, state);

const start = (): State => ({ ...initialListState<Sort, Record<string, string>>('createdAt'), page: 3 });

describe('list params', () => {
  it('asks for the first page of 20, newest first, by default', () => {
    expect(toListParams(initialListState('createdAt'))).toEqual({
      limit: 20,
      page: 1,
      sort: 'createdAt',
      order: 'DESC',
    });
  });

  it('keeps typing out of the request until the debounced filters are applied, then goes to page 1', () => {
    const typed = run(start(), { type: 'filter', name: 'name', value: 'an' });
    expect(typed.filters).toEqual({ name: 'an' });
    expect(toListParams(typed)).toMatchObject({ page: 3 });
    expect(toListParams(typed)).not.toHaveProperty('name');

    const applied = run(typed, { type: 'apply', filters: typed.filters });
    expect(toListParams(applied)).toMatchObject({ name: 'an', page: 1 });
  });

  it('applies selects and toggles at once when asked', () => {
    const state = run(start(), { type: 'filter', name: 'experience', value: '2', immediate: true });
    expect(toListParams(state)).toMatchObject({ experience: '2', page: 1 });
  });

  it('keeps the page when the debounced filters equal the applied ones', () => {
    const typed = run(
      start(),
      { type: 'filter', name: 'name', value: 'a' },
      { type: 'filter', name: 'name', value: '' },
    );
    const applied = run(typed, { type: 'apply', filters: typed.filters });
    expect(applied).toBe(typed);
    expect(applied.page).toBe(3);
  });

  it('drops empty filters and trims text', () => {
    const state = run(start(), {
      type: 'apply',
      filters: { name: '  Ana ', email: '', cpf: '   ' },
    });
    expect(toListParams(state, 10)).toEqual({
      name: 'Ana',
      limit: 10,
      page: 1,
      sort: 'createdAt',
      order: 'DESC',
    });
  });

  it('goes back to page 1 on sort and order changes, not on the same values', () => {
    expect(run(start(), { type: 'sort', sort: 'name' })).toMatchObject({ sort: 'name', page: 1 });
    expect(run(start(), { type: 'order', order: 'ASC' })).toMatchObject({ order: 'ASC', page: 1 });
    const state = start();
    expect(run(state, { type: 'sort', sort: 'createdAt' }, { type: 'order', order: 'DESC' })).toBe(state);
  });

  it('moves between pages without touching the filters', () => {
    const state = run(start(), { type: 'page', page: 5 });
    expect(toListParams(state)).toMatchObject({ page: 5 });
    expect(run(state, { type: 'page', page: 0 }).page).toBe(1);
  });

  it('never lets a filter override paging or sort', () => {
    const state = run(start(), { type: 'apply', filters: { page: '9', sort: 'x' } });
    expect(toListParams(state)).toMatchObject({ page: 1, sort: 'createdAt' });
  });
});
