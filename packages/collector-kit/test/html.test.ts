import { describe, expect, it } from 'vitest';
import { elementText, htmlText, parseHtml, scriptText } from '../src/html.js';

describe('html', () => {
  it('finds a script by selector and keeps its JSON untouched', () => {
    const page = '<html><body><script id="__NEXT_DATA__" type="application/json">{"a":"x &amp; <b>"}</script></body></html>';
    expect(scriptText(page, 'script#__NEXT_DATA__')).toEqual({ text: '{"a":"x &amp; <b>"}', closed: true });
    expect(scriptText(page, 'script#other')).toBeUndefined();
  });

  it('gives the text of a script the page was cut in, marked not closed', () => {
    const cut = '<html><body><script>window.PAGE_MODEL = {"propertyData": {"id": "1"';
    expect(scriptText(cut, 'script', (text) => text.includes('PAGE_MODEL'))).toEqual({ text: 'window.PAGE_MODEL = {"propertyData": {"id": "1"', closed: false });
  });

  it('keeps paragraph breaks and decodes entities in a description', () => {
    expect(htmlText('<b>A house</b> &amp; garden.<br /><br />Near the &pound;5 shop.<p>Last</p>')).toBe('A house & garden.\n\nNear the £5 shop.Last');
    expect(elementText(parseHtml('<dd class="x">  ca. 82,5&nbsp;m² </dd>').querySelector('dd.x'))).toBe('ca. 82,5 m²');
    expect(elementText(parseHtml('<dd class="x"> </dd>').querySelector('dd.x'))).toBeUndefined();
  });
});
