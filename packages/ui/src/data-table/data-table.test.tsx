// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { click, pressKey, type Rendered, render } from '../../test/render.tsx';
import { DataTable } from './data-table.tsx';
import type { ColumnDef } from './index.ts';

interface Person {
  id: string;
  name: string;
  age: number;
}

const people: Person[] = [
  { id: 'p1', name: 'Bea', age: 41 },
  { id: 'p2', name: 'Ada', age: 36 },
  { id: 'p3', name: 'Cy', age: 29 },
];

const columns: ColumnDef<Person>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'age', header: 'Age' },
];

let view: Rendered | undefined;
afterEach(() => view?.unmount());

const bodyRows = () => [...(view?.container.querySelectorAll<HTMLElement>('tbody tr') ?? [])];
const names = () => bodyRows().map((row) => row.querySelectorAll('td')[0]?.textContent);
const header = (name: string) =>
  [...(view?.container.querySelectorAll('th') ?? [])].find((th) => th.textContent === name);
const button = (name: string) =>
  [...(view?.container.querySelectorAll('button') ?? [])].find((b) => b.textContent === name);

describe('DataTable', () => {
  it('names itself by a hidden caption and shows the rows in data order', () => {
    view = render(
      <DataTable columns={columns} data={people} getRowId={(p) => p.id} caption="People" />,
    );
    expect(view.container.querySelector('caption')?.textContent).toBe('People');
    expect(names()).toEqual(['Bea', 'Ada', 'Cy']);
  });

  it('sorts on a header click, ascending then descending, and says so in aria-sort', () => {
    view = render(
      <DataTable columns={columns} data={people} getRowId={(p) => p.id} caption="People" sorting />,
    );
    expect(header('Name')?.getAttribute('aria-sort')).toBe('none');
    click(header('Name')?.querySelector('button'));
    expect(names()).toEqual(['Ada', 'Bea', 'Cy']);
    expect(header('Name')?.getAttribute('aria-sort')).toBe('ascending');
    click(header('Name')?.querySelector('button'));
    expect(names()).toEqual(['Cy', 'Bea', 'Ada']);
    expect(header('Name')?.getAttribute('aria-sort')).toBe('descending');
  });

  it('reports the selection by row id, one row or all of them', () => {
    const changes: Record<string, boolean>[] = [];
    view = render(
      <DataTable
        columns={columns}
        data={people}
        getRowId={(p) => p.id}
        rowLabel={(p) => p.name}
        caption="People"
        selection={{ selected: { p1: true }, onChange: (next) => changes.push(next) }}
      />,
    );
    click(view.container.querySelector('[aria-label="Select Ada"]'));
    expect(changes.at(-1)).toEqual({ p1: true, p2: true });
    expect(
      view.container.querySelector('[aria-label="Select Bea"]')?.getAttribute('aria-checked'),
    ).toBe('true');
    click(view.container.querySelector('[aria-label="Select all rows"]'));
    expect(changes.at(-1)).toEqual({ p1: true, p2: true, p3: true });
  });

  it('pages the rows with Previous and Next', () => {
    view = render(
      <DataTable
        columns={columns}
        data={people}
        getRowId={(p) => p.id}
        caption="People"
        pageSize={2}
      />,
    );
    const status = () => view?.container.querySelector('nav p')?.textContent;
    expect(names()).toEqual(['Bea', 'Ada']);
    expect(status()).toBe('Page 1 of 2');
    expect((button('Previous') as HTMLButtonElement).disabled).toBe(true);
    click(button('Next'));
    expect(names()).toEqual(['Cy']);
    expect(status()).toBe('Page 2 of 2');
    click(button('Previous'));
    expect(names()).toEqual(['Bea', 'Ada']);
  });

  it('moves focus between rows with the arrow keys, Home and End, and activates with Enter', () => {
    const activated: Person[] = [];
    view = render(
      <DataTable
        columns={columns}
        data={people}
        getRowId={(p) => p.id}
        caption="People"
        selection={{ selected: {}, onChange: () => {} }}
        onRowActivate={(p) => activated.push(p)}
      />,
    );
    const rows = bodyRows();
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1]);
    act(() => rows[0]?.focus());
    pressKey(rows[0] as HTMLElement, 'ArrowDown');
    expect(document.activeElement).toBe(rows[1]);
    expect(bodyRows().map((row) => row.tabIndex)).toEqual([-1, 0, -1]);
    // The focused row's checkbox is the next tab stop; the others' are not.
    expect(rows[1]?.querySelector<HTMLElement>('[role="checkbox"]')?.tabIndex).toBe(0);
    expect(rows[0]?.querySelector<HTMLElement>('[role="checkbox"]')?.tabIndex).toBe(-1);
    pressKey(rows[1] as HTMLElement, 'End');
    expect(document.activeElement).toBe(rows[2]);
    pressKey(rows[2] as HTMLElement, 'Home');
    expect(document.activeElement).toBe(rows[0]);
    pressKey(rows[0] as HTMLElement, 'ArrowUp');
    expect(document.activeElement).toBe(rows[0]);
    pressKey(rows[0] as HTMLElement, 'Enter');
    pressKey(rows[0] as HTMLElement, ' ');
    expect(activated.map((p) => p.name)).toEqual(['Bea', 'Bea']);
  });

  it('shows skeleton rows while loading and the empty content without rows', () => {
    view = render(
      <DataTable
        columns={columns}
        data={[]}
        getRowId={(p: Person) => p.id}
        caption="People"
        loading
      />,
    );
    expect(view.container.querySelector('table')?.getAttribute('aria-busy')).toBe('true');
    expect(bodyRows()).toHaveLength(5);
    view.rerender(
      <DataTable
        columns={columns}
        data={[]}
        getRowId={(p: Person) => p.id}
        caption="People"
        empty="No people yet"
      />,
    );
    expect(bodyRows().map((row) => row.textContent)).toEqual(['No people yet']);
  });
});
