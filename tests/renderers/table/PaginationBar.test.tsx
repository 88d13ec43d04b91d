// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaginationBar } from '../../../renderers/table/PaginationBar.tsx';

afterEach(cleanup);

describe('PaginationBar', () => {
  it('shows previous/next and up to 10 page buttons, no first/last up to 10 pages', () => {
    render(<PaginationBar page={1} pageSize={20} total={45} onPageChange={() => {}} />);
    expect(screen.getByTestId('rows-count').textContent).toBe('45 rows');
    expect(screen.getByTestId('page-3')).toBeTruthy();
    expect(screen.queryByTestId('page-4')).toBeNull();
    expect(screen.queryByTestId('page-first')).toBeNull();
    expect(screen.getByTestId('page-previous').hasAttribute('disabled')).toBe(true);
  });

  it('adds first and last beyond 10 pages and moves between pages', () => {
    const go = vi.fn();
    render(<PaginationBar page={12} pageSize={10} total={10000} totalIsLowerBound onPageChange={go} />);
    expect(screen.getByTestId('rows-count').textContent).toBe('10,000+ rows');
    // the count is a left-to-right island: 10,000+ keeps its order in a right-to-left page
    expect(screen.getByTestId('rows-count').querySelector('[dir="ltr"]')?.textContent).toBe('10,000+');
    expect(screen.getAllByRole('button').filter((b) => /^\d+$/.test(b.textContent ?? ''))).toHaveLength(10);
    fireEvent.click(screen.getByTestId('page-first'));
    fireEvent.click(screen.getByTestId('page-last'));
    fireEvent.click(screen.getByTestId('page-next'));
    fireEvent.click(screen.getByTestId('page-13'));
    expect(go.mock.calls.map((c) => c[0])).toEqual([1, 1000, 13, 13]);
  });

  it('shows the server\'s estimate of a capped count as "about N", paging on the lower bound', () => {
    render(<PaginationBar page={1} pageSize={20} total={10000} totalIsLowerBound totalEstimate={123456} onPageChange={() => {}} />);
    expect(screen.getByTestId('rows-count').textContent).toBe('about 120,000 rows');
    expect(screen.getByTestId('page-last')).toBeTruthy();
  });

  it('shows a count capped at the default limit as 100,000+, at a tenant\'s limit of 50 as 50+', () => {
    render(<PaginationBar page={1} pageSize={20} total={100_000} totalIsLowerBound onPageChange={() => {}} />);
    expect(screen.getByTestId('rows-count').textContent).toBe('100,000+ rows');
    cleanup();
    render(<PaginationBar page={1} pageSize={20} total={50} totalIsLowerBound onPageChange={() => {}} />);
    expect(screen.getByTestId('rows-count').textContent).toBe('50+ rows');
    cleanup();
    // below the limit the count is exact
    render(<PaginationBar page={1} pageSize={20} total={99_999} onPageChange={() => {}} />);
    expect(screen.getByTestId('rows-count').textContent).toBe('99,999 rows');
  });
});
