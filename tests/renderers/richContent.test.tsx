// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { sanitizeHtml } from '../../renderers/widgets/sanitizeHtml.ts';
import { sliderSetup } from '../../renderers/widgets/sliderProps.ts';
import { oneField, renderForm } from './helpers/renderForm.tsx';

afterEach(cleanup);

const STRING: JsonSchema = { type: ['string', 'null'] };

describe('markdown, richtext, notice, slider options', () => {
  it('markdown toggles between the text and the rendered view; raw HTML stays text', () => {
    const source = '**bold** [site](https://example.com) [bad](javascript:alert(1))\n\n<img src=x onerror="alert(1)">';
    const form = renderForm(oneField(STRING, { type: 'markdown' }), { formData: { f: source } });
    expect(form.container.querySelector('strong')?.textContent).toBe('bold');
    expect(form.container.querySelector('a')?.getAttribute('href')).toBe('https://example.com');
    expect(form.container.querySelectorAll('a')).toHaveLength(1);
    expect(form.container.querySelector('img')).toBeNull();
    expect(screen.getByText(/onerror/)).toBeTruthy();
    fireEvent.click(screen.getByText('Edit'));
    expect((form.container.querySelector('textarea') as HTMLTextAreaElement).value).toBe(source);
  });

  it('richtext keeps harmless formatting only', () => {
    expect(sanitizeHtml('<p onclick="x()">a <b>b</b><script>alert(1)</script><a href="javascript:x">c</a><a href="https://e.com">d</a></p>')).toBe(
      '<p>a <b>b</b><a>c</a><a href="https://e.com" rel="noopener noreferrer" target="_blank">d</a></p>',
    );
  });

  it('richtext shows the stored text sanitized and stores what is typed', () => {
    const form = renderForm(oneField(STRING, { type: 'richtext' }), { formData: { f: '<p>Hello <i>world</i><style>p{}</style></p>' } });
    const box = screen.getByRole('textbox');
    expect(box.innerHTML).toBe('<p>Hello <i>world</i></p>');
    box.innerHTML = '<p>Bye<img src=x onerror=alert(1)></p>';
    fireEvent.input(box);
    expect(form.values().f).toBe('<p>Bye</p>');
  });

  it('notice shows its value as information', () => {
    renderForm(oneField(STRING, { type: 'notice', label: 'Info' }), { formData: { f: 'Read this first' } });
    expect(screen.getByText('Read this first')).toBeTruthy();
  });

  it('slider options: step defaults to 10; two start values make a range; pips become marks; snap jumps between them', () => {
    expect(sliderSetup({})).toMatchObject({ min: 0, max: 100, step: 10, range: false, start: 0, included: true });
    expect(sliderSetup({ start: [20, 60], range: { min: 0, max: 200 } })).toMatchObject({ range: true, start: [20, 60], max: 200 });
    expect(sliderSetup({ pipsValues: [0, 50, 100], snap: true, connect: false, tooltips: true })).toMatchObject({
      step: null, marks: { 0: '0', 50: '50', 100: '100' }, included: false, tooltipOpen: true,
    });
  });

  it('a range slider stores a pair', () => {
    const form = renderForm(oneField({ type: 'array', items: { type: 'number' } }, { type: 'slider', slider: { start: [20, 60] } }));
    const handles = form.container.querySelectorAll('[role="slider"]');
    expect(handles).toHaveLength(2);
    fireEvent.keyDown(handles[1], { key: 'ArrowRight', keyCode: 39 });
    expect(form.values().f).toEqual([20, 70]);
  });
});
